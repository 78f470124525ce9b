import type { LenderPanel, PanelOutcome } from '#server/modules/lender-panel/lender-panel.types.ts';

/** A LenderPanel double: counts calls, answers a fixed outcome or fails on demand. */
export function fakePanel(
  outcome: PanelOutcome = {
    status: 'sold',
    redirectUrl: 'https://lender.example/offer/abc',
    leadId: 'LEAD-1',
    price: 42,
  },
) {
  const calls: string[] = [];
  const state = { fail: false };
  const panel: LenderPanel = {
    async submit(applicationId) {
      calls.push(applicationId);
      if (state.fail) throw new Error('panel unreachable');
      return outcome;
    },
    async submitSecondary() {
      return { success: false };
    },
    async offers() {
      return [];
    },
    async close() {},
  };
  return { panel, calls, state };
}
