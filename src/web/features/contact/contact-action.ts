import type { ApplicantApi } from '#shared/applicant-api.ts';
import { parseErrorResponse } from '#shared/api-error.ts';
import { company } from '#shared/company.ts';
import type { ComplaintReceipt } from '#shared/complaints.ts';
import { CONTACT_CONFIRMATION } from '#shared/contact.ts';
import type { FormProblem } from '#web/components/ui/form-problems.tsx';

// The contact form posted without script (decision 090): a question goes to POST /api/contact;
// a complaint is the complaint form's business (the route sends it to POST /api/complaints).

export const CONTACT_FIELDS = ['topic', 'name', 'email', 'phone', 'message'] as const;
export const COMPLAINT_TOPIC = 'complaint';

/** What the contact page shows after a post: what was typed and its problems, or what was sent. */
export type ContactState = {
  values: Record<string, string>;
  errors: FormProblem[];
  problem?: string;
  /** The question was stored: the product's confirmation. */
  sent?: string;
  /** The complaint was recorded (sent through the complaint form's action). */
  receipt?: ComplaintReceipt;
};

const UNAVAILABLE = `Sorry, your message could not be sent. Please try again or call us on ${company.phone}.`;

export async function sendContactMessage(
  api: ApplicantApi,
  values: Record<string, string>,
): Promise<{ state: ContactState; status: number }> {
  const { name, email, phone, message } = values;
  const answer = await api.call<unknown>('POST', '/api/contact', { name, email, phone, message });
  if (answer.status === 201) return { state: { values: {}, errors: [], sent: CONTACT_CONFIRMATION }, status: 200 };
  const error = parseErrorResponse(answer.body);
  if (answer.status === 400 && error?.errors?.length) {
    const seen = new Set<string>();
    const errors = error.errors
      .map(({ path, message: text }) => ({ name: path.split('.')[0] ?? path, message: text }))
      .filter((e) => !seen.has(e.name) && seen.add(e.name));
    return { state: { values, errors }, status: 400 };
  }
  const problem = answer.status === 429 && error ? error.message : UNAVAILABLE;
  return { state: { values, errors: [], problem }, status: answer.status === 429 ? 429 : 503 };
}
