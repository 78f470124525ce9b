import type { LivePanelSource } from '../live-panel.ts';

/**
 * The live panel with the FCA Register's say (decision 142): a lender the register keeps off the
 * panel (suspended, not yet confirmed, or its last answer stale) is added to those not asked, with
 * the reason, unless the panel already leaves it out for its own.
 */
export function withRegisterGate(
  live: LivePanelSource,
  gate: (now: Date) => Promise<ReadonlyMap<string, string>>,
): LivePanelSource {
  return async (now) => {
    const [panel, blocked] = await Promise.all([live(now), gate(now)]);
    if (blocked.size === 0) return panel;
    const notAsked = new Map(panel.notAsked);
    for (const [lenderId, reason] of blocked) if (!notAsked.has(lenderId)) notAsked.set(lenderId, reason);
    return { ...panel, notAsked };
  };
}
