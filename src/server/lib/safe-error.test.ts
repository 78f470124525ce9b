import { describe, expect, it } from 'vitest';
import { safeErrorFields, toSafeError } from './safe-error.ts';

const EMAIL = 'victim.canary@example.com';

/** Shaped as Drizzle's DrizzleQueryError wrapping a PostgreSQL error. */
function queryError(): Error {
  const database = Object.assign(new Error(`invalid input syntax for type date: "${EMAIL}"`), {
    name: 'error',
    code: '22007',
    severity: 'ERROR',
    detail: `Failing row contains (${EMAIL}, 07911123456).`,
    table: 'loan_applications',
  });
  return Object.assign(
    new Error(`Failed query: insert into "loan_applications" ("email") values ($1)\nparams: ${EMAIL}`),
    {
      name: 'DrizzleQueryError',
      query: 'insert into "loan_applications" ("email") values ($1)',
      params: [EMAIL],
      cause: database,
    },
  );
}

describe('safe error serialisation', () => {
  it(
    'keeps the query text, SQL state, table and stack frames, and drops ' +
      'parameters, details and messages quoting values',
    () => {
      const fields = safeErrorFields(queryError());
      expect(JSON.stringify(fields)).not.toContain(EMAIL);
      expect(JSON.stringify(fields)).not.toContain('07911123456');
      expect(fields).toMatchObject({
        type: 'DrizzleQueryError',
        message: 'Failed query: insert into "loan_applications" ("email") values ($1)',
        sqlState: '22007',
      });
      expect(fields.cause).toMatchObject({
        code: '22007',
        sqlState: '22007',
        table: 'loan_applications',
        message: 'database error 22007',
      });
      expect(fields.stack).toMatch(/^DrizzleQueryError: Failed query: [^\n]*\n\s+at /);
    },
  );

  it("an AggregateError that took a query error's message (Node's streams) keeps neither's parameters", () => {
    const query = queryError();
    const closed = Object.assign(new Error('Premature close'), { code: 'ERR_STREAM_PREMATURE_CLOSE' });
    const fields = safeErrorFields(new AggregateError([query, closed], query.message));
    expect(JSON.stringify(fields)).not.toContain(EMAIL);
    expect(fields).toMatchObject({
      type: 'AggregateError',
      message: 'Failed query: insert into "loan_applications" ("email") values ($1)',
      errors: [{ type: 'DrizzleQueryError', sqlState: '22007' }, { code: 'ERR_STREAM_PREMATURE_CLOSE' }],
    });
    expect(safeErrorFields(new AggregateError([closed], 'two closes failed')).message).toBe('two closes failed');
  });

  it('toSafeError gives a fresh Error with only those fields (what pg-boss stores)', () => {
    const safe = toSafeError(queryError());
    expect(safe).toBeInstanceOf(Error);
    expect(JSON.stringify({ ...safe, message: safe.message, stack: safe.stack })).not.toContain(EMAIL);
    expect(safe.sqlState).toBe('22007');
  });
});
