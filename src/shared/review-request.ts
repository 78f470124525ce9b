import { z } from 'zod';

// POST /api/application/review-request (contract "Complaints and automated decisions"): the
// applicant may say why they want a person to look again. The result page's form uses it too.

export const reviewRequestBody = z.object({
  message: z.preprocess(
    (value: unknown) => (typeof value === 'string' && value.trim() === '' ? undefined : value),
    z.string().trim().max(5000, 'Please keep your message under 5,000 characters').optional(),
  ),
});
export type ReviewRequestInput = z.input<typeof reviewRequestBody>;
