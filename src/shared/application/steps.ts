import type { z } from 'zod';
import { STEP_META, type StepNo } from './step-meta.ts';
import { step1Schema, step2Schema, step2SchemaAt } from './steps-loan-you.ts';
import { step3Schema, step4Schema, step4SchemaAt } from './steps-address-income.ts';
import { step5Schema, step6Schema, step7Schema } from './steps-bank-consent.ts';

// One schema per step (docs/product.md#steps), used by the form (step-resolver.ts) and by the server; the
// schemas live in one file per group of steps, this index joins them with each step's identity.

export * from './steps-loan-you.ts';
export * from './steps-address-income.ts';
export * from './steps-bank-consent.ts';

export const stepSchemas = {
  1: step1Schema,
  2: step2Schema,
  3: step3Schema,
  4: step4Schema,
  5: step5Schema,
  6: step6Schema,
  7: step7Schema,
} as const satisfies Record<StepNo, z.ZodObject>;

/** The step schemas with the date checks (age, pay dates) as of `now`: the server's clock. */
export const stepSchemasAt = (now: () => Date) =>
  ({ ...stepSchemas, 2: step2SchemaAt(now), 4: step4SchemaAt(now) }) as const;

type Schemas = typeof stepSchemas;
/** A step's schema with its identity and its field names (the schema's own keys, in order). */
export type StepDef<N extends StepNo> = (typeof STEP_META)[N] & {
  schema: Schemas[N];
  fields: readonly (keyof Schemas[N]['shape'] & string)[];
};

const define = <M, T extends z.core.$ZodShape>(meta: M, schema: z.ZodObject<T>) => ({
  ...meta,
  schema,
  fields: Object.keys(schema.shape) as (keyof T & string)[],
});

/** Every step defined once: number, path, titles, funnel name, schema and fields. */
export const STEPS = {
  1: define(STEP_META[1], step1Schema),
  2: define(STEP_META[2], step2Schema),
  3: define(STEP_META[3], step3Schema),
  4: define(STEP_META[4], step4Schema),
  5: define(STEP_META[5], step5Schema),
  6: define(STEP_META[6], step6Schema),
  7: define(STEP_META[7], step7Schema),
} as const satisfies { readonly [N in StepNo]: StepDef<N> };

/** A step's form values as its screen holds them (before parsing) and as the schema gives them. */
export type StepInput<N extends StepNo> = z.input<Schemas[N]>;
export type StepOutput<N extends StepNo> = z.output<Schemas[N]>;
export type Step1 = StepOutput<1>;
export type Step2 = StepOutput<2>;
export type Step3 = StepOutput<3>;
export type Step4 = StepOutput<4>;
export type Step5 = StepOutput<5>;
export type Step6 = StepOutput<6>;
export type Step7 = StepOutput<7>;
