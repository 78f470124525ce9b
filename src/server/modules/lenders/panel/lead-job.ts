import type { FastifyBaseLogger } from 'fastify';
import type { Database } from '#server/db/client.ts';
import type { FieldCipher } from '#server/lib/crypto.ts';
import type { Clock } from '#server/lib/clock.ts';
import { runPingTree, type OutboundSecrets } from './ping-tree.ts';
import type { ConsentCertificates, ErasureNotices } from './ping-tree-run.ts';
import { reviewLenders } from './ranking/ranking.service.ts';
import { findApplication, writePrimaryOutcome, writeSecondaryOutcome } from './lender-panel.repository.ts';
import { findEarlierApplicant, referPossibleDuplicate } from './duplicate-applicant.repository.ts';
import { duplicateOutcome, isDuplicate, possibleDuplicateRecord } from './duplicates.ts';
import type { PanelConfig, PanelName } from '#server/modules/lenders/directory/index.ts';
import type { LivePanelSource } from '#server/modules/lenders/directory/index.ts';
import { scoreApplication } from './quality/quality-step.ts';
import { holdForChecks } from './quality/quality-signals.repository.ts';

const DAY_MS = 24 * 60 * 60 * 1000;

/** One durable job: offer this application to this panel. */
export type LeadJob = { applicationId: string; panel: PanelName };

/**
 * The duplicate rule (ADRs 011, 051), known before any lender is asked: the same applicant within
 * the window is refused with an outcome of its own (`duplicate`), a near match referred for a
 * person's review (`near`); null when neither (or the rule is off).
 */
export async function refuseDuplicate(
  deps: { db: Database; clock: Clock; log: FastifyBaseLogger },
  app: Parameters<typeof findEarlierApplicant>[1],
  windowDays: number,
): Promise<'duplicate' | 'near' | null> {
  const { db, clock, log } = deps;
  if (windowDays <= 0) return null;
  const since = new Date(clock.now().getTime() - windowDays * DAY_MS);
  const earlier = await findEarlierApplicant(db, app, since);
  if (!earlier) return null;
  if (earlier.match === 'near') {
    // Two of the three identifiers: perhaps the same person with a new phone or a typo. No
    // lead; a person in the back office reviews it (ADR 051).
    await referPossibleDuplicate(db, app.id, possibleDuplicateRecord(earlier.id, windowDays), clock.now());
    log.info({ applicationId: app.id }, 'lender panel: possible duplicate, referred for review');
    return 'near';
  }
  // The same identifiers within the window: no lead for anyone, and an outcome of its own
  // that does not depend on the earlier one (whoever typed them may not be that person; ADR 011).
  await writePrimaryOutcome(db, app.id, duplicateOutcome(earlier.id, windowDays), clock.now());
  log.info({ applicationId: app.id }, 'lender panel: duplicate application, not offered');
  return 'duplicate';
}

/**
 * What the panel job does: offers the application to the primary panel (once: a retry only
 * confirms the stored outcome) or, after a refusal, to the secondary panel ("Find More Lenders"),
 * and stores the outcome on the application row.
 */
export function leadJobHandler(deps: {
  db: Database;
  config: PanelConfig;
  clock: Clock;
  log: FastifyBaseLogger;
  /** The lenders as the back office stores them, read at each run (decision 075); absent: the config. */
  live?: LivePanelSource | undefined;
  outboundSecrets?: OutboundSecrets | undefined;
  consentCertificates?: ConsentCertificates | undefined;
  cipher?: FieldCipher | undefined;
  erasureNotices?: ErasureNotices | undefined;
}) {
  const { db, config: fileConfig, clock, log, outboundSecrets, consentCertificates, cipher, erasureNotices } = deps;
  const panelNow = async () => (deps.live ? deps.live(clock.now()) : { config: fileConfig, notAsked: new Map() });
  /** Lender health under automatic ordering; a failure here never fails the delivered lead. */
  const review = (config: PanelConfig, applicationId: string) =>
    reviewLenders({ db, config, clock }, applicationId).catch((error: unknown) =>
      log.warn({ err: error }, 'lender ranking: health review failed'),
    );

  return async function deliver(job: LeadJob, signal: AbortSignal): Promise<void> {
    const app = await findApplication(db, job.applicationId);
    if (!app) return; // erased meanwhile: nothing to deliver
    // The gate kept it from every lender (ADR 021), unless a person's review changed that (decision 125).
    const cleared = app.reviewClearedAt !== null;
    if (!cleared && (app.status === 'referred' || app.gateReason)) return;
    const { config, notAsked } = await panelNow();
    if (job.panel === 'primary') {
      if (app.apiStatus) return; // a previous run finished; a retry only confirms it
      // A person who reviewed the duplicate rule's refusal decided this is not a repeat (decision 125).
      // Applied at consent already (decision 134); again here for an earlier application whose
      // outcome was written since.
      if (!cleared && (await refuseDuplicate({ db, clock, log }, app, config.duplicateWindowDays))) return;
      // The lead's quality score (decision 140): a bad one goes to no lender and waits for a person,
      // unless a person already reviewed this application and let it go on (decision 125).
      const quality = await scoreApplication(db, app, clock.now());
      if (quality.class === 'bad' && !cleared) {
        await holdForChecks(db, app.id, clock.now());
        log.info({ applicationId: app.id, reasons: quality.reasons }, 'lender panel: quality check, held for a person');
        return;
      }
      const scored = { ...app, quality };
      const outcome = await runPingTree(
        { db, config, clock, signal, notAsked, outboundSecrets, consentCertificates, cipher, erasureNotices },
        scored,
        'primary',
      );
      await writePrimaryOutcome(db, app.id, outcome, clock.now());
      await review(config, app.id);
      log.info({ applicationId: app.id, outcome: outcome.apiStatus }, 'lender panel: primary outcome');
      return;
    }
    if (!app.apiStatus || app.apiStatus === 'sold') return;
    // A repeat application inside the duplicate window is not offered to anyone, secondary included.
    if (isDuplicate(app.apiErrors)) return;
    const outcome = await runPingTree(
      { db, config, clock, signal, notAsked, outboundSecrets, consentCertificates, cipher, erasureNotices },
      app,
      'secondary',
    );
    await writeSecondaryOutcome(db, app.id, outcome, clock.now());
    await review(config, app.id);
    log.info({ applicationId: app.id, outcome: outcome.apiStatus }, 'lender panel: secondary outcome');
  };
}
