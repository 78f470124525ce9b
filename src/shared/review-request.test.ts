import { describe, expect, it } from 'vitest';
import { reviewRequestBody } from './review-request.ts';

// The applicant's optional reason for a human review (decision 071), as the API and the result
// page's form read it (decision 033: classic zod).

describe('reviewRequestBody', () => {
  it('trims the message and treats a blank or missing one as not given', () => {
    expect(reviewRequestBody.parse({ message: '  Please look again.  ' })).toEqual({ message: 'Please look again.' });
    expect(reviewRequestBody.parse({ message: '   ' })).toEqual({});
    expect(reviewRequestBody.parse({ message: '' })).toEqual({});
    expect(reviewRequestBody.parse({})).toEqual({});
  });

  it('refuses a message over 5,000 characters, or one that is not text', () => {
    const parsed = reviewRequestBody.safeParse({ message: 'm'.repeat(5001) });
    expect(parsed.success).toBe(false);
    expect(parsed.error?.issues.map((issue) => issue.message)).toEqual([
      'Please keep your message under 5,000 characters',
    ]);
    expect(reviewRequestBody.safeParse({ message: ` ${'m'.repeat(5000)} ` }).success).toBe(true);
    expect(reviewRequestBody.safeParse({ message: 42 }).success).toBe(false);
  });
});
