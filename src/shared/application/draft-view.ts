import { z } from 'zod';
import { GATE_REASONS } from './gate.ts';
import { APPLICATION_STATUSES, PANEL_STATUSES } from './status.ts';
import { STEP_NUMBERS, type StepNo } from './step-meta.ts';
import { STEPS } from './steps.ts';

// GET /api/application: what the browser may see of its own draft. The server builds it field by
// field (internal columns never appear, bank details only masked); the screens parse it with this
// same schema, so both ends read one type.

/** The name of any step's field. */
export type AnswerKey = { [N in StepNo]: (typeof STEPS)[N]['fields'][number] }[StepNo];
export const ANSWER_KEYS: readonly AnswerKey[] = STEP_NUMBERS.flatMap((n): readonly AnswerKey[] => STEPS[n].fields);

const answer = z.optional(z.union([z.string(), z.number(), z.boolean()]));
const answers = Object.fromEntries(ANSWER_KEYS.map((key) => [key, answer])) as Record<AnswerKey, typeof answer>;

export const draftViewSchema = z.object({
  sessionId: z.string().check(z.describe('Public id of the application (resubmit links); not the cookie token')),
  status: z.enum(APPLICATION_STATUSES),
  currentStep: z.int(),
  updatedAt: z.string(),
  consentedAt: z.optional(z.string()),
  apiStatus: z.optional(z.enum(PANEL_STATUSES)),
  redirectUrl: z.optional(z.string()),
  gateReason: z
    .optional(z.enum(GATE_REASONS))
    .check(z.describe('Why the gate referred the application to free debt advice (status referred)')),
  rejectReason: z
    .optional(z.enum(['duplicate']))
    .check(
      z.describe(
        'Why the application was refused before any lender was asked: duplicate, the same applicant applied ' +
          'within the duplicate window (the applicant is told so, not that lenders declined)',
      ),
    ),
  qualityCheck: z
    .optional(z.enum(['waiting', 'declined']))
    .check(
      z.describe(
        'Status referred by the quality check (decision 140): waiting, sent to no lender while a person checks ' +
          'a few details; declined, that person decided not to send it (the applicant is told so, not sent to ' +
          'debt advice)',
      ),
    ),
  duplicateWindowDays: z
    .optional(z.int())
    .check(z.describe('With rejectReason duplicate: the days within which one applicant is not sent to lenders twice')),
  gatePreview: z
    .optional(z.enum(GATE_REASONS))
    .check(
      z.describe(
        'A draft with steps 1-6 answered: why the gate would refer it to free debt advice at consent ' +
          '(the applicant is told at step 6, before consenting, and may still go on)',
      ),
    ),
  resubmitUrl: z.string().check(z.describe('Signed single-use resubmit page link, valid 30 minutes')),
  recordUrl: z
    .optional(z.string())
    .check(z.describe("Once submitted: absolute signed URL of the applicant's record page (no cookie needed)")),
  completedSteps: z
    .array(z.int())
    .check(
      z.describe(
        'Steps 1-6 whose stored answers pass their schema today ' +
          '(the screens send an applicant back to the first missing one)',
      ),
    ),
  ...answers,
});

/** The applicant's draft as GET /api/application returns it (bank details masked). */
export type DraftView = z.output<typeof draftViewSchema>;
