import { describe, expect, it } from 'vitest';
import { toJSONSchema } from 'zod';
import { complaintBodySchema } from './complaints.ts';

// The complaint form's and POST /api/complaints' one schema: its messages, trimming and blank
// optional fields, whatever flavour of zod builds it (decision 033: classic zod).

const valid = { name: 'Jane Doe', email: 'jane@example.com', description: 'A fee I was not told about.' };
const problems = (input: Record<string, unknown>) => {
  const parsed = complaintBodySchema.safeParse(input);
  return parsed.success ? [] : parsed.error.issues.map((issue) => [issue.path.join('.'), issue.message]);
};

describe('complaintBodySchema', () => {
  it('trims the text, drops blank optional fields and keeps the ones given', () => {
    const parsed = complaintBodySchema.parse({
      name: '  Jane Doe ',
      email: ' jane@example.com ',
      description: ' What went wrong ',
      phone: '   ',
      applicationReference: '',
      desiredOutcome: ' An apology. ',
    });
    expect(parsed).toEqual({
      name: 'Jane Doe',
      email: 'jane@example.com',
      description: 'What went wrong',
      desiredOutcome: 'An apology.',
    });
    expect(complaintBodySchema.parse({ ...valid, phone: ' +44 (0)7911 123-456 ' }).phone).toBe('+44 (0)7911 123-456');
  });

  it('names each missing required field in plain words', () => {
    expect(problems({})).toEqual([
      ['name', 'Please enter your name'],
      ['email', 'Please enter your email address'],
      ['description', 'Please tell us what went wrong'],
    ]);
    expect(problems({ name: ' ', email: '', description: '  ' })).toEqual([
      ['name', 'Please enter your name'],
      ['email', 'Please enter your email address'],
      ['description', 'Please tell us what went wrong'],
    ]);
  });

  it('refuses a bad email, phone and text too long with the form messages', () => {
    expect(problems({ ...valid, email: 'pat-at-example' })).toEqual([['email', 'Please enter a valid email address']]);
    expect(problems({ ...valid, phone: 'call me' })).toEqual([
      ['phone', 'Please enter a valid phone number, or leave it blank'],
    ]);
    expect(problems({ ...valid, phone: '0'.repeat(21) })).toContainEqual([
      'phone',
      'Please enter a valid phone number, or leave it blank',
    ]);
    expect(problems({ ...valid, name: 'n'.repeat(101) })).toEqual([['name', 'Name must be at most 100 characters']]);
    expect(problems({ ...valid, email: `${'e'.repeat(250)}@example.com` })).toEqual([
      ['email', 'Email must be at most 254 characters'],
    ]);
    expect(problems({ ...valid, applicationReference: 'r'.repeat(101) })).toEqual([
      ['applicationReference', 'Application reference must be at most 100 characters'],
    ]);
    expect(problems({ ...valid, description: 'd'.repeat(10_001) })).toEqual([
      ['description', 'Please keep the description under 10,000 characters'],
    ]);
    expect(problems({ ...valid, desiredOutcome: 'o'.repeat(5001) })).toEqual([
      ['desiredOutcome', 'Please keep what you would like us to do under 5,000 characters'],
    ]);
    expect(problems({ ...valid, name: 42 })).toEqual([['name', 'Please enter your name']]);
  });

  it('describes the same request body to the API documentation', () => {
    expect(toJSONSchema(complaintBodySchema, { io: 'input', unrepresentable: 'any' })).toMatchObject({
      type: 'object',
      properties: {
        name: { type: 'string', minLength: 1, maxLength: 100 },
        email: { type: 'string', minLength: 1, maxLength: 254 },
        phone: { type: 'string', maxLength: 20, pattern: '^\\+?[0-9 ()-]{7,20}$' },
        applicationReference: { type: 'string', maxLength: 100 },
        description: { type: 'string', minLength: 1, maxLength: 10000 },
        desiredOutcome: { type: 'string', maxLength: 5000 },
      },
      required: ['name', 'email', 'description'],
    });
  });
});
