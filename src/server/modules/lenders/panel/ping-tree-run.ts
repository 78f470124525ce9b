import type { Database } from '#server/db/client.ts';
import type { Clock } from '#server/lib/clock.ts';
import type { FieldCipher } from '#server/lib/crypto.ts';
import { bankDetailsOf } from './exchange-bank-details.ts';
import { keepAttemptBodies } from './exchange-bodies.ts';
import { createLenderClient, type LenderAnswer, type LenderClient } from './lender-client.ts';
import { pingLead, type ApplicationRow, type PingLead } from './lead-payload.ts';
import { capDayOf, reservedOn } from '#server/modules/lenders/directory/index.ts';
import { completeAttempt, erasedAtOf, type AttemptRow, type PostColumns } from './lender-panel.repository.ts';
import {
  allowedHostsOf,
  type LenderConfig,
  type PanelConfig,
  type PanelName,
} from '#server/modules/lenders/directory/index.ts';
import { planPanelRun } from './ranking/ranking.service.ts';
import type { Plan } from './ranking/ranking.rules.ts';

/** The secret to sign with per lender, when a lender rotated its own in the portal (decision 081). */
export type OutboundSecrets = (lenders: readonly LenderConfig[], now: Date) => Promise<Map<string, string>>;
/**
 * Signs the consent certificate of a lead about to be posted to a lender (decision 138): its URL,
 * or null when the application has no consent on record.
 */
export type ConsentCertificates = (applicationId: string, lenderId: string) => Promise<string | null>;
/**
 * Tells every lender that received the full lead of an erasure that is already done (Article 19):
 * the data-rights module's, handed in. A post that ends after the erasure adds its lender.
 */
export type ErasureNotices = (applicationId: string, erasedAt: Date) => Promise<void>;
export type PingTreeDeps = {
  db: Database;
  config: PanelConfig;
  clock: Clock;
  signal?: AbortSignal;
  /** Lenders not to ask this run, with the reason (paused, out of hours or over a cap in the back office). */
  notAsked?: ReadonlyMap<string, string>;
  outboundSecrets?: OutboundSecrets | undefined;
  consentCertificates?: ConsentCertificates | undefined;
  /** Seals each call's bodies for the lender's exchange log (decision 149); without it none are kept. */
  cipher?: FieldCipher | undefined;
  erasureNotices?: ErasureNotices | undefined;
};

/** A lender that bid (accept with a price, or pending review): it may get the full lead. */
export type Bid = { lender: LenderConfig; row: AttemptRow; answer: LenderAnswer };
/** What asking one lender came to. */
export type Tried =
  | { kind: 'final'; row: AttemptRow }
  | { kind: 'bid'; bid: Bid }
  | { kind: 'other-panel' }
  /** A post whose outcome is unknown and whose withdrawal is not acknowledged: the lender may hold the lead. */
  | { kind: 'held'; row: AttemptRow };

/** An answer as the audit trail records it: the lender's, its decision mapped, or the broker's own. */
export type FinishAnswer = Omit<Partial<LenderAnswer>, 'decision'> & { decision: AttemptRow['decision'] };

/**
 * What one run of the ping tree works with, set up once and shared by its steps (the pings of a
 * tier, the posts, the withdrawals): the anonymous lead, today's cap reservations, the rounds and
 * a signed client per lender.
 */
export type PingTreeRun = {
  db: Database;
  config: PanelConfig;
  clock: Clock;
  app: ApplicationRow;
  panel: PanelName;
  lead: PingLead;
  capDay: string;
  reservedToday: Map<string, number>;
  plan: Plan;
  notAsked: ReadonlyMap<string, string> | undefined;
  clientOf: (lender: LenderConfig) => LenderClient;
  checkAbort: () => void;
  consentCertificates: ConsentCertificates | undefined;
  cipher: FieldCipher | undefined;
  erasureNotices: ErasureNotices | undefined;
};

export async function openRun(deps: PingTreeDeps, app: ApplicationRow, panel: PanelName): Promise<PingTreeRun> {
  const { db, config, clock, signal } = deps;
  const now = clock.now();
  const allowedHosts = allowedHostsOf(config);
  const capped = config.lenders.filter((l) => l.dailyCap !== undefined).map((l) => l.id);
  const capDay = capDayOf(now);
  const reservedToday = await reservedOn(db, capped, capDay);
  const plan = await planPanelRun({ db, config, clock }, panel);
  const secrets = deps.outboundSecrets ? await deps.outboundSecrets(config.lenders, now) : new Map<string, string>();
  const clientOf = (lender: LenderConfig) =>
    createLenderClient(
      { ...lender, secret: secrets.get(lender.id) ?? lender.secret },
      {
        timeoutMs: lender.timeoutMs ?? config.defaultTimeoutMs,
        allowedHosts,
        policy: config,
        ...(signal ? { signal } : {}),
      },
    );
  return {
    db,
    config,
    clock,
    app,
    panel,
    lead: pingLead(app, now),
    capDay,
    reservedToday,
    plan,
    notAsked: deps.notAsked,
    clientOf,
    checkAbort: () => signal?.throwIfAborted(),
    consentCertificates: deps.consentCertificates,
    cipher: deps.cipher,
    erasureNotices: deps.erasureNotices,
  };
}

/**
 * The full lead's post to a bidder: when it was first sent, how many tries, the last answer (its
 * latency that of every try together) and the bid that earned it.
 */
export type PostSent = { bid: LenderAnswer; sentAt: Date; tries: number; answer: LenderAnswer };

export const postColumnsOf = (post: PostSent): PostColumns => ({
  postTries: post.tries,
  pingLatencyMs: post.bid.latencyMs,
  pingHttpStatus: post.bid.httpStatus,
  pingDecision: post.bid.decision === 'pending' ? 'pending' : 'accept',
  pingPrice: post.bid.price ?? null,
  postSentAt: post.sentAt,
  postLatencyMs: post.answer.latencyMs,
});

/**
 * Completes an attempt row with its answer. For a posted lead, `post` adds the post's record, and
 * the row's latency is the ping's and the post's together (as the scorecard counts it). Each call's
 * bodies are kept beside it: the ping's (the bid's, when posted) and the post's.
 */
export async function finishAttempt(
  {
    db,
    cipher,
    app,
    erasureNotices,
  }: Pick<PingTreeRun, 'db' | 'cipher' | 'app'> & Partial<Pick<PingTreeRun, 'erasureNotices'>>,
  row: AttemptRow,
  answer: FinishAnswer,
  post: PostSent | null = null,
): Promise<AttemptRow> {
  const result = {
    latencyMs: (answer.latencyMs ?? 0) + (post?.bid.latencyMs ?? 0),
    httpStatus: answer.httpStatus ?? null,
    decision: answer.decision,
    price: answer.price ?? null,
    leadRef: answer.leadRef ?? null,
    redirectUrl: answer.redirectUrl ?? null,
    errorReason: answer.reason ?? null,
    ...(post ? postColumnsOf(post) : {}),
  };
  await completeAttempt(db, row.id, result);
  if (cipher) {
    const calls = post
      ? [
          { stage: 'ping' as const, bodies: post.bid.bodies },
          { stage: 'post' as const, bodies: answer.bodies },
        ]
      : [{ stage: 'ping' as const, bodies: answer.bodies }];
    // The applicant's bank details, taken out wherever a body has them (decision 153): opened for
    // this call only, never kept open on the run.
    await keepAttemptBodies(db, cipher, row, calls, bankDetailsOf(cipher, app));
  }
  if (post) await tellIfErasedMeanwhile(db, app.id, erasureNotices);
  return { ...row, ...result };
}

/**
 * A post that ended after the application was erased: its lender received the full lead, so it is
 * told of the erasure like the others (decision 152). Read after the post is recorded: an erasure
 * reads the lenders to tell after its own commit, so either it sees this post or this sees it.
 */
async function tellIfErasedMeanwhile(
  db: Database,
  applicationId: string,
  erasureNotices: ErasureNotices | undefined,
): Promise<void> {
  if (!erasureNotices) return;
  const erasedAt = await erasedAtOf(db, applicationId);
  if (erasedAt) await erasureNotices(applicationId, erasedAt);
}
