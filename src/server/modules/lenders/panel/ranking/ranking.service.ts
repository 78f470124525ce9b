import type { Database } from '#server/db/client.ts';
import type { Clock } from '#server/lib/clock.ts';
import { attemptsOf } from '../lender-panel.repository.ts';
import { tiersOf, type PanelConfig, type PanelName } from '#server/modules/lenders/directory/index.ts';
import {
  earningsPerLead,
  healthOf,
  isAutoOrder,
  moveHealth,
  recentFailures,
  recordChange,
  saveTierOrder,
} from './ranking.repository.ts';
import { nextHealth, PAUSE_MS, planRounds, type Plan } from './ranking.rules.ts';

export type RankingDeps = { db: Database; config: PanelConfig; clock: Clock };

const EARNINGS_DAYS = 7;
const DAY_MS = 24 * 60 * 60 * 1000;
/** Each lender panel on a database is known by its job queue (unique per panel). */
export const panelKeyOf = (config: PanelConfig): string => config.jobQueue;

/**
 * The rounds of one panel run (ADR 019). With automatic ordering on, a paused lender whose rest
 * is over gets this run's lead as its trial (the run that moves it to trial, and only that one),
 * and a tier whose order changed is recorded with the earnings behind it.
 */
export async function planPanelRun({ db, config, clock }: RankingDeps, panel: PanelName): Promise<Plan> {
  const panelKey = panelKeyOf(config);
  const tiers = tiersOf(config, panel);
  if (!(await isAutoOrder(db, panelKey))) return planRounds(tiers, null);
  const now = clock.now();
  const health = await healthOf(db, panelKey);
  const trialOf = new Set<string>();
  for (const [index, lenders] of tiers.entries()) {
    for (const lender of lenders) {
      const current = health.get(lender.id);
      if (!current) continue;
      const rested = current.state === 'paused' ? nextHealth(current, [], now) : null;
      // A trial whose run died without an answer is given again after another rest.
      const stale =
        current.state === 'trial' && now.getTime() - current.since.getTime() >= PAUSE_MS
          ? { state: 'trial' as const, reason: 'the trial lead got no answer: another trial lead' }
          : null;
      const to = rested ?? stale;
      if (!to || !(await moveHealth(db, panelKey, lender.id, current, to, now))) continue;
      trialOf.add(lender.id);
      health.set(lender.id, { state: 'trial', since: now, reason: to.reason });
      await recordChange(db, {
        panelKey,
        at: now,
        lenderId: lender.id,
        panel,
        tier: index + 1,
        change: `${current.state} → trial`,
        reason: to.reason,
      });
    }
  }
  const sinceDay = new Date(now.getTime() - (EARNINGS_DAYS - 1) * DAY_MS).toISOString().slice(0, 10);
  const epl = await earningsPerLead(
    db,
    tiers.flat().map((l) => l.id),
    sinceDay,
  );
  const plan = planRounds(tiers, { health, earningsPerLead: epl, trialOf });
  for (const index of tiers.keys()) {
    const order = plan.rounds
      .filter((r) => r.tier === index + 1)
      .flatMap((r) => r.lenders.map((l) => l.id))
      .filter((id) => !plan.notAsked.has(id));
    if (!(await saveTierOrder(db, { panelKey, panel, tier: index + 1 }, order, now))) continue;
    const earnings = order.map((id) => `${id} £${(epl.get(id) ?? 0).toFixed(2)}`).join(', ');
    await recordChange(db, {
      panelKey,
      at: now,
      panel,
      tier: index + 1,
      change: `order: ${order.join(' > ') || '(nobody asked)'}`,
      reason:
        `earnings per lead over ${EARNINGS_DAYS} days (${earnings || 'none'}); ` +
        `demoted lenders after the others, paused lenders not asked`,
    });
  }
  return plan;
}

/** After a run: judges the health of the lenders the application was sent to and records any change of state. */
export async function reviewLenders({ db, config, clock }: RankingDeps, applicationId: string): Promise<void> {
  const panelKey = panelKeyOf(config);
  if (!(await isAutoOrder(db, panelKey))) return;
  const lenderIds = (await attemptsOf(db, applicationId))
    .filter((a) => a.latencyMs !== null && !(a.decision === 'skipped' && a.httpStatus === null))
    .map((a) => a.lenderId);
  const now = clock.now();
  const health = await healthOf(db, panelKey);
  for (const lenderId of new Set(lenderIds)) {
    const current = health.get(lenderId);
    const judged = current ?? { state: 'active' as const, since: new Date(0) };
    const to = nextHealth(judged, await recentFailures(db, lenderId, judged.since, judged.state === 'trial'), now);
    if (!to || to.state === 'trial') continue;
    if (!(await moveHealth(db, panelKey, lenderId, current, to, now))) continue;
    const tier = config.lenders.find((l) => l.id === lenderId)?.tier ?? null;
    await recordChange(db, {
      panelKey,
      at: now,
      lenderId,
      tier,
      change: `${judged.state} → ${to.state}`,
      reason: to.reason,
    });
  }
}
