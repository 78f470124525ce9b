import { recordLedgerSale } from '#server/modules/lenders/ledger/index.ts';
import type { ApplicationRow } from './lead-payload.ts';
import { claimAttempts, type AttemptRow, type OutcomeWrite } from './lender-panel.repository.ts';
import type { PanelName } from '#server/modules/lenders/directory/index.ts';
import { pingLender } from './ping-lender.ts';
import { declinedOutcome, heldOutcome, runNotes, winnerOutcome } from './ping-tree-outcome.ts';
import { openRun, type PingTreeDeps } from './ping-tree-run.ts';
import { postToBidders, skipUnposted, type TierSale } from './post-bids.ts';

export type { OutboundSecrets, PingTreeDeps } from './ping-tree-run.ts';
export { HELD_BY_UNKNOWN } from './post-bids.ts';
export { WITHDRAWAL_TRIES } from './withdraw-lead.ts';

/**
 * The ping tree: tier by tier, every eligible lender of the tier is pinged at once with the
 * anonymous lead; the best bid (highest price) gets the full lead (post). The first lender to buy
 * (sold) or take it for review (pending) ends the run; when every tier declines, it is a reject.
 * Every step is recorded before and after in lead_attempts, so a run interrupted at any point can
 * run again: finished attempts are reused, unfinished calls are repeated with the same
 * idempotency key (the lender returns its first answer), and no lender is ever asked twice.
 */
export async function runPingTree(deps: PingTreeDeps, app: ApplicationRow, panel: PanelName): Promise<OutcomeWrite> {
  const run = await openRun(deps, app, panel);
  const { db, clock } = run;
  const notes = runNotes();
  // Rounds are the configured tiers, or with automatic ordering the tiers reordered (ADR 019).
  for (const { tier, lenders } of run.plan.rounds) {
    run.checkAbort();
    const claimed = await claimAttempts(
      db,
      app.id,
      panel,
      lenders.map((l) => ({ lenderId: l.id, lenderName: l.name, tier })),
      clock.now(),
    );
    const tried = await Promise.all(lenders.map((lender) => pingLender(run, lender, claimed.get(lender.id))));
    run.checkAbort();
    const finals = tried.flatMap((t) => (t.kind === 'final' ? [t.row] : []));
    const bids = tried.flatMap((t) => (t.kind === 'bid' ? [t.bid] : []));
    // A lender of this tier may hold the lead from a run cut short: nobody else may have it.
    const held: AttemptRow | undefined = tried.find((t) => t.kind === 'held')?.row;
    const done = finals.find((row) => row.decision === 'sold') ?? finals.find((row) => row.decision === 'pending');
    const sale: TierSale =
      done || held
        ? { ...(done ? { winner: done } : {}), ...(held ? { held } : {}), postedTo: new Set() }
        : await postToBidders(run, bids, notes.note);
    if (sale.winner || sale.held) await skipUnposted(run, bids, sale);
    finals.forEach(notes.note);
    if (sale.held) return heldOutcome(notes, sale.held);
    if (sale.winner) {
      // The sale's ledger entry (decision 065); once per lead, so a resumed run writes it if a crash lost it.
      if (sale.winner.decision === 'sold') await recordLedgerSale(db, sale.winner, clock.now());
      return winnerOutcome(notes, sale.winner);
    }
  }
  return declinedOutcome(notes);
}
