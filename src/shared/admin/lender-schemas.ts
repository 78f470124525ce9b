import { z } from 'zod';

// The back office's lender editor (issue 28.5, decision 075): one schema for the server's checks
// and the form's, so the screen reports what the server would refuse, in the server's words.

export const WEEKDAYS = ['mon', 'tue', 'wed', 'thu', 'fri', 'sat', 'sun'] as const;
export type Weekday = (typeof WEEKDAYS)[number];
/** The hours a schedule's day starts and ends on (0 to 24), and one as the screens write it (09:00). */
export const HOURS: readonly number[] = Array.from({ length: 25 }, (_, h) => h);
export const hourText = (h: number): string => `${String(h).padStart(2, '0')}:00`;
export const WEEKDAY_LABELS: Record<Weekday, string> = {
  mon: 'Monday',
  tue: 'Tuesday',
  wed: 'Wednesday',
  thu: 'Thursday',
  fri: 'Friday',
  sat: 'Saturday',
  sun: 'Sunday',
};
export const LENDER_ID_PATTERN = /^[a-z0-9][a-z0-9-]{1,39}$/;
/** A firm reference number on the FCA Register: 6 or 7 digits (decision 142). */
export const FRN_PATTERN = /^\d{6,7}$/;
export const frnSchema = z
  .string()
  .trim()
  .regex(FRN_PATTERN, 'Enter the FRN as 6 or 7 digits, as the FCA Register shows it');
export const DEFAULT_RETURN_WINDOW_HOURS = 168;
export const DEFAULT_RETURN_CAP_PERCENT = 10;

const whole = (what: string, min: number, max: number) =>
  z
    .number({ error: `Enter ${what} as a whole number` })
    .int(`Enter ${what} as a whole number`)
    .min(min, `${what[0]!.toUpperCase()}${what.slice(1)} must be at least ${min}`)
    .max(max, `${what[0]!.toUpperCase()}${what.slice(1)} must be at most ${max}`);
export const cap = (what: string) => whole(what, 0, 1_000_000).nullable();

/** The hours (UK time) a lender takes leads on one weekday: from the start of `from` to the start of `to`. */
export const openHours = z
  .object({ from: whole('the opening hour', 0, 23), to: whole('the closing hour', 1, 24) })
  .refine((h) => h.from < h.to, { message: 'The closing hour must be after the opening hour', path: ['to'] });
export type OpenHours = z.infer<typeof openHours>;

/** Per weekday its hours, or null (closed that day). A lender without a schedule takes leads at any hour. */
export const lenderSchedule = z.object({
  mon: openHours.nullable(),
  tue: openHours.nullable(),
  wed: openHours.nullable(),
  thu: openHours.nullable(),
  fri: openHours.nullable(),
  sat: openHours.nullable(),
  sun: openHours.nullable(),
});
export type LenderSchedule = z.infer<typeof lenderSchedule>;

const settingsShape = {
  name: z.string().trim().min(2, 'Give a name of 2 to 80 characters').max(80, 'Give a name of 2 to 80 characters'),
  /**
   * The lender's firm reference number on the FCA Register, checked daily (decision 142); null: not
   * recorded. Left out of an edit: unchanged.
   */
  frn: frnSchema.nullable().optional(),
  /** Where leads are posted: https, or http on loopback only (the server also applies its host policy). */
  endpoint: z.url({ protocol: /^https?$/, error: 'Give the lender’s address, starting https://' }),
  tier: whole('the tier', 1, 20),
  /** The commission expected per lead, in pence: orders lenders within a tier after priority. */
  pricePence: whole('the price', 0, 100_000),
  priority: whole('the priority', 0, 1_000),
  panels: z
    .array(z.enum(['primary', 'secondary']))
    .min(1, 'Choose at least one panel')
    .refine((p) => new Set(p).size === p.length, 'Each panel once'),
  /** Per-call timeout (ms); null: the panel's default. */
  timeoutMs: whole('the timeout', 50, 30_000).nullable(),
  dailyCap: cap('the daily cap'),
  weeklyCap: cap('the weekly cap'),
  monthlyCap: cap('the monthly cap'),
  schedule: lenderSchedule.nullable(),
  returnWindowHours: whole('the return window', 0, 24 * 366),
  returnCapPercent: z
    .number({ error: 'Enter the return cap as a percentage' })
    .min(0, 'The return cap must be 0 to 100%')
    .max(100, 'The return cap must be 0 to 100%'),
  paused: z.boolean(),
};

export const capsInOrder = (
  s: { dailyCap: number | null; weeklyCap: number | null; monthlyCap: number | null },
  ctx: z.RefinementCtx,
) => {
  if (s.dailyCap !== null && s.weeklyCap !== null && s.weeklyCap < s.dailyCap)
    ctx.addIssue({ code: 'custom', path: ['weeklyCap'], message: 'The weekly cap cannot be below the daily cap' });
  if (s.weeklyCap !== null && s.monthlyCap !== null && s.monthlyCap < s.weeklyCap)
    ctx.addIssue({ code: 'custom', path: ['monthlyCap'], message: 'The monthly cap cannot be below the weekly cap' });
  else if (s.dailyCap !== null && s.monthlyCap !== null && s.monthlyCap < s.dailyCap)
    ctx.addIssue({ code: 'custom', path: ['monthlyCap'], message: 'The monthly cap cannot be below the daily cap' });
};

/** The settings an admin edits (everything but the id and the shared secret). */
export const lenderSettings = z.object(settingsShape).superRefine(capsInOrder);
export type LenderSettings = z.infer<typeof lenderSettings>;

export const createLenderBody = z
  .object({
    id: z.string().regex(LENDER_ID_PATTERN, 'Use 2 to 40 lowercase letters, digits and dashes'),
    ...settingsShape,
  })
  .superRefine(capsInOrder);
export type CreateLenderBody = z.infer<typeof createLenderBody>;

/** An edit names the version it was made from: a stale form is refused (409) rather than overwriting. */
export const updateLenderBody = z
  .object({ version: z.number().int().min(1), ...settingsShape })
  .superRefine(capsInOrder);
export type UpdateLenderBody = z.infer<typeof updateLenderBody>;

export const lenderItem = z.object({
  id: z.string(),
  ...settingsShape,
  /** `file`: provisioned from the panel file (which keeps it up to date until it is edited here). */
  source: z.enum(['file', 'admin']),
  version: z.number().int(),
  /** False: no shared secret is provisioned for it, so it is not asked. */
  hasSecret: z.boolean(),
  editedAt: z.string().nullable(),
  editedBy: z.string().nullable(),
  updatedAt: z.string(),
  /**
   * What the lender set for itself in its portal (decision 147), applied beside these settings: its own
   * pause, the lower cap, the hours both allow; null while it set nothing.
   */
  lenderOwn: z
    .object({
      paused: z.boolean(),
      dailyCap: z.number().int().nullable(),
      weeklyCap: z.number().int().nullable(),
      monthlyCap: z.number().int().nullable(),
      schedule: lenderSchedule.nullable(),
      updatedAt: z.string(),
    })
    .nullable(),
});
export type LenderItem = z.infer<typeof lenderItem>;

export const lendersResponse = z.object({ lenders: z.array(lenderItem) });

export const lenderChange = z.object({
  at: z.string(),
  /**
   * The admin's email (a lender user's for a secret rotated, delivery changed, or a portal user added,
   * disabled or enabled, in the portal); null for the panel file at boot.
   */
  by: z.string().nullable(),
  action: z.enum([
    'created',
    'updated',
    'provisioned',
    'secret_issued',
    'secret_rotated',
    'register_suspended',
    'register_reinstated',
    'lender_paused',
    'lender_resumed',
    'lender_changed',
    'lender_user_added',
    'lender_user_disabled',
    'lender_user_enabled',
  ]),
  before: z.record(z.string(), z.unknown()).nullable(),
  /** A portal user's change: `{user}` (its email; null once the user is gone) and, when added, its `role`. */
  after: z.record(z.string(), z.unknown()),
});
export const lenderHistoryResponse = z.object({ changes: z.array(lenderChange) });
export type LenderChange = z.infer<typeof lenderChange>;

/** The editable settings of a listed lender (what an edit sends back, with its version). */
export function settingsOfItem(item: LenderItem): LenderSettings & { version: number } {
  const {
    id: _id,
    source: _source,
    hasSecret: _secret,
    editedAt: _at,
    editedBy: _by,
    updatedAt: _updated,
    lenderOwn: _own,
    ...rest
  } = item;
  return rest;
}
