// The contract between the application flow (which calls the panel) and the lender panel
// (which implements it). The application module depends on this type only.

import type { LenderOffer } from '#shared/application/lender-offer.ts';
import type { PanelStatus } from '#shared/application/status.ts';

export type { LenderOffer, PanelStatus };

export type PanelOutcome = {
  status: PanelStatus;
  /** The lender's page for this applicant (sold only); issued by the server, never by the client. */
  redirectUrl?: string;
  leadId?: string;
  price?: number;
};

/**
 * No outcome yet: the panel job is still running (a lender's late answer being waited out, a
 * withdrawal, a job taken over after a crash). Not an error: ask again after `retryAfterSeconds`.
 */
export type PanelWaiting = { status: 'waiting'; retryAfterSeconds: number };
/** Referred for a person's review instead of offered (a possible duplicate applicant, ADR 051). */
export type PanelReferred = { status: 'referred' };

/**
 * `wait: false`: starts the run (after the duplicate rule, decision 134) and answers at once: the
 * duplicate rule's outcome, or `waiting` (consent, the back office's review of decision 125).
 * Otherwise the caller waits for the outcome, woken by the run's NOTIFY, within a bounded time.
 */
export type SubmitOptions = { wait?: boolean };
/** Whether the primary run of an application without an outcome is queued or running, failed for good, or absent. */
export type PanelRunState = 'running' | 'failed' | 'none';

export type LenderPanel = {
  /**
   * Offers the application to the primary panel exactly once. Concurrent and repeated callers
   * (processing screen, resubmit links) all receive the same stored outcome; never a second sale.
   * Updates the application row (leadId, apiStatus, redirectUrl, price, status).
   */
  submit(applicationId: string, options?: SubmitOptions): Promise<PanelOutcome | PanelWaiting | PanelReferred>;
  /** The primary run's state, read once (the outcome GET: it never starts a run). */
  runState(applicationId: string): Promise<PanelRunState>;
  /** 'Find More Lenders': offers the application to lenders not yet tried, with the same guarantees. */
  submitSecondary(applicationId: string): Promise<{ success: boolean; redirectUrl?: string }>;
  /** The lenders the application was offered to and each outcome, for the result page. */
  offers(applicationId: string): Promise<LenderOffer[]>;
  /** Stops workers and the sandbox lender server (called on app close). */
  close(): Promise<void>;
};

declare module 'fastify' {
  interface FastifyInstance {
    lenderPanel: LenderPanel;
  }
}
