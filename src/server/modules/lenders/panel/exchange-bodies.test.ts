import { randomBytes } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { createFieldCipher } from '#server/lib/crypto.ts';
import { NOT_KEPT } from './exchange-bank-details.ts';
import { KEPT_BODY_CHARS, keptBody, openBodies, sealBodies } from './exchange-bodies.ts';

// Decision 149: a call's bodies are kept as they went, without bank details, bounded, and sealed.
describe('a body as kept', () => {
  it('is the body as it went', () => {
    const sent = JSON.stringify({ stage: 'post', lead: { person: { email: 'a@example.com' } } });
    expect(keptBody(sent)).toBe(sent);
    expect(keptBody('  {"decision": "sold"}\n')).toBe('  {"decision": "sold"}\n');
    expect(keptBody('Bad gateway')).toBe('Bad gateway');
  });

  it('never holds bank details, wherever a JSON body has them', () => {
    const answer = {
      decision: 'sold',
      bank: { sortCode: '112233', account_number: '12345678' },
      payees: [{ IBAN: 'GB33BUKB20201555555555', bankName: 'Test Bank', name: 'kept' }],
    };
    const kept = keptBody(JSON.stringify(answer));
    for (const value of ['112233', '12345678', 'GB33BUKB', 'Test Bank']) expect(kept).not.toContain(value);
    expect(JSON.parse(kept)).toEqual({
      decision: 'sold',
      bank: NOT_KEPT,
      payees: [{ IBAN: NOT_KEPT, bankName: NOT_KEPT, name: 'kept' }],
    });
  });

  it('is cut at its bound, saying how much was left out', () => {
    const kept = keptBody('x'.repeat(KEPT_BODY_CHARS + 10));
    expect(kept).toBe(`${'x'.repeat(KEPT_BODY_CHARS)}… (10 more characters not kept)`);
  });

  it('is sealed for its column and opens only there', () => {
    const cipher = createFieldCipher(randomBytes(32).toString('hex'));
    const context = { request: 't.request', answer: 't.answer' };
    const sealed = sealBodies(cipher, { request: '{"a":1}', answer: null }, context);
    expect(sealed.request).toMatch(/^v2\./);
    expect(sealed.answer).toBeNull();
    expect(openBodies(cipher, sealed, context)).toEqual({ request: '{"a":1}', answer: null });
    expect(
      openBodies(cipher, { request: sealed.request, answer: null }, { ...context, request: 'other.column' }),
    ).toEqual({
      request: null,
      answer: null,
    });
  });
});
