import { describe, expect, it } from 'vitest';
import type { z } from 'zod';
import { STEP_NUMBERS } from './step-meta.ts';
import { STEP_FIELDS, stepFieldNames, type FieldKind } from './step-fields.ts';
import { STEPS } from './steps.ts';

type Def = { type: string; innerType?: z.ZodType; in?: z.ZodType; out?: z.ZodType; values?: unknown[] };
const defOf = (schema: z.ZodType): Def => (schema as unknown as { _zod: { def: Def } })._zod.def;

/** What a field of a step schema holds, looking through optional, preprocess and pipes. */
function kindOf(schema: z.ZodType): FieldKind {
  const def = defOf(schema);
  if (def.innerType) return kindOf(def.innerType);
  if (def.type === 'pipe' && def.in && def.out) return kindOf(defOf(def.out).type === 'transform' ? def.in : def.out);
  if (def.type === 'number' || def.type === 'int') return 'number';
  if (def.type === 'boolean') return 'boolean';
  if (def.type === 'literal' && def.values?.every((v) => typeof v === 'boolean')) return 'boolean';
  return 'string';
}

describe('the step fields table (no zod, for the step screens)', () => {
  it("holds each step's schema keys, in the schema's order", () => {
    for (const n of STEP_NUMBERS) expect(stepFieldNames(n), `step ${n}`).toEqual(STEPS[n].fields);
  });

  it('gives each field what its schema holds: numbers, booleans (the consent literal too) and text', () => {
    for (const n of STEP_NUMBERS) {
      const shape = STEPS[n].schema.shape as Record<string, z.ZodType>;
      const kinds = Object.fromEntries(Object.entries(shape).map(([name, schema]) => [name, kindOf(schema)]));
      expect(STEP_FIELDS[n], `step ${n}`).toEqual(kinds);
    }
    expect(STEP_FIELDS[1].loanAmount).toBe('number');
    expect(STEP_FIELDS[2].mobilePhone).toBe('string');
    expect(STEP_FIELDS[5].directDeposit).toBe('boolean');
    expect(STEP_FIELDS[7].consentCreditCheck).toBe('boolean');
  });
});
