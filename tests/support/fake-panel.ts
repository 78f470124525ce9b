import type { LenderPanel, PanelOutcome } from '#server/modules/lenders/panel/lender-panel.types.ts';

/**
 * A LenderPanel double: answers a fixed outcome or fails on demand. As the real panel, a call
 * without `wait` (consent) only starts the run and answers `waiting`; `calls` counts the waited
 * calls (the no-body submit), `started` every application whose run was started.
 */
export function fakePanel(
  outcome: PanelOutcome = {
    status: 'sold',
    redirectUrl: 'https://lender.example/offer/abc',
    leadId: 'LEAD-1',
    price: 42,
  },
) {
  const calls: string[] = [];
  const started = new Set<string>();
  const state = { fail: false };
  const panel: LenderPanel = {
    async submit(applicationId, { wait = true } = {}) {
      started.add(applicationId);
      if (!wait) return { status: 'waiting', retryAfterSeconds: 3 };
      calls.push(applicationId);
      if (state.fail) throw new Error('panel unreachable');
      return outcome;
    },
    async runState(applicationId) {
      return started.has(applicationId) ? 'running' : 'none';
    },
    async submitSecondary() {
      return { success: false };
    },
    async offers() {
      return [];
    },
    async close() {},
  };
  return { panel, calls, started, state };
}
