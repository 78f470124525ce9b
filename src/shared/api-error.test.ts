import { describe, expect, it } from 'vitest';
import { parseErrorResponse } from './api-error.ts';
import { errorResponse } from './api-error-schema.ts';

const samples: unknown[] = [
  { message: 'Validation failed', errors: [{ path: 'email', message: 'Required' }] },
  { message: 'Not found' },
  { message: 'Locked', mfaRequired: true },
  { message: 'Bad', errors: [{ path: 'a' }] },
  { message: 'Bad', errors: 'nope' },
  { errors: [] },
  'Internal server error',
  null,
];

describe('the error response', () => {
  it('is read the same by the browser guard and the server schema', () => {
    for (const sample of samples) {
      const schema = errorResponse.safeParse(sample);
      expect(parseErrorResponse(sample), JSON.stringify(sample)).toEqual(schema.success ? schema.data : undefined);
    }
  });

  it('keeps the field messages and drops what the contract does not name', () => {
    expect(parseErrorResponse({ message: 'Locked', mfaRequired: true })).toEqual({ message: 'Locked' });
    expect(parseErrorResponse({ message: 'x', errors: [{ path: 'q', message: 'Too long', code: 1 }] })).toEqual({
      message: 'x',
      errors: [{ path: 'q', message: 'Too long' }],
    });
  });
});
