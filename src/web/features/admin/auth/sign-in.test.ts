import { describe, expect, it } from 'vitest';
import { loginResponse } from '#shared/admin/account-schemas.ts';
import { ResponseShapeError } from '#web/features/admin/endpoint.ts';
import { loginAnswer } from './sign-in.ts';

const samples: unknown[] = [
  { success: true, email: 'a@b.c', mfaEnrolmentRequired: false },
  { success: true, email: 'a@b.c', mfaEnrolmentRequired: true, extra: 1 },
  { success: true, email: 'a@b.c' },
  { success: false, email: 'a@b.c', mfaEnrolmentRequired: false },
  { success: true, email: 7, mfaEnrolmentRequired: false },
  null,
  'ok',
];

describe('the sign-in answer', () => {
  it('is accepted and refused exactly as the shared schema would', () => {
    for (const sample of samples) {
      const schema = loginResponse.safeParse(sample);
      const answer = (() => {
        try {
          return loginAnswer(sample);
        } catch (error) {
          expect(error).toBeInstanceOf(ResponseShapeError);
          return undefined;
        }
      })();
      expect(answer, JSON.stringify(sample)).toEqual(schema.success ? schema.data : undefined);
    }
  });
});
