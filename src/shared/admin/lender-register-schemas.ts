import { z } from 'zod';

// A lender as the FCA Register last told us (decision 142): shown in the back office's lender editor.

export const registerState = z.object({
  frn: z.string().nullable(),
  /** The last answer the register gave about this FRN (ISO time), its "Status" and the lending permission. */
  checkedAt: z.string().nullable(),
  registerStatus: z.string().nullable(),
  lendingPermission: z.boolean().nullable(),
  /** The last attempt and why it failed (null when it succeeded). */
  attemptedAt: z.string().nullable(),
  failure: z.string().nullable(),
  /** Set while the register's answer keeps the lender off the panel; only an admin lifts it. */
  suspendedAt: z.string().nullable(),
  suspendedReason: z.string().nullable(),
  /** Why the register keeps the lender from being asked now, or null. */
  notAskedBecause: z.string().nullable(),
  /** A lender whose last answer is older than this many days is not asked until a fresh answer. */
  staleAfterDays: z.number().int(),
});
export type RegisterState = z.infer<typeof registerState>;

/** The FCA Register's public page of a firm, for a person to look at. */
export const registerEntryUrl = (frn: string) =>
  `https://register.fca.org.uk/s/search?q=${encodeURIComponent(frn)}&type=Companies`;
