import { z } from 'zod';
import { RETURN_STATUSES } from '#server/db/schema/index.ts';

/** A lender's monthly statement as the inbound API and the back office answer it (money in pence). */
const statementLine = z.object({
  reference: z.string(),
  soldAt: z.string(),
  price: z.number().int(),
  returnStatus: z.enum(RETURN_STATUSES).optional(),
  credit: z.number().int(),
});
export const statementSchema = z.object({
  lender: z.string(),
  month: z.string(),
  lines: z.array(statementLine),
  totals: z.object({
    leads: z.number().int(),
    gross: z.number().int(),
    credits: z.number().int(),
    net: z.number().int(),
  }),
});
export const monthParam = z.string().regex(/^\d{4}-(0[1-9]|1[0-2])$/, 'must be a month as YYYY-MM');
