import { describe, expect, it } from 'vitest';
import { STEP_META, STEP_NUMBERS } from './step-meta.ts';
import { STEPS, stepSchemas } from './steps.ts';

describe('the STEPS table', () => {
  it('covers the steps 1 to 7, each under its own number', () => {
    expect(Object.keys(STEPS).map(Number)).toEqual([1, 2, 3, 4, 5, 6, 7]);
    for (const n of STEP_NUMBERS) expect(STEPS[n].n).toBe(n);
  });

  it("gives each step its identity from STEP_META and its schema's keys as its fields", () => {
    for (const n of STEP_NUMBERS) {
      const { schema, fields, ...identity } = STEPS[n];
      expect(identity).toEqual(STEP_META[n]);
      expect(schema).toBe(stepSchemas[n]);
      expect(fields).toEqual(Object.keys(schema.shape));
      expect(fields.length).toBeGreaterThan(0);
    }
  });

  it('gives every field to exactly one step', () => {
    const all = STEP_NUMBERS.flatMap((n) => STEPS[n].fields);
    expect(new Set(all).size).toBe(all.length);
  });

  it('gives every step its own path, title and heading', () => {
    for (const key of ['path', 'title', 'heading', 'funnelName'] as const) {
      expect(new Set(STEP_NUMBERS.map((n) => STEPS[n][key])).size, key).toBe(7);
    }
  });
});
