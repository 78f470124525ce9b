import type { Database } from '#server/db/client.ts';
import type { FieldCipher } from '#server/lib/crypto.ts';
import type { LenderConfig, PanelConfig } from '#server/modules/lenders/directory/panel-config.ts';
import { outboundSecret } from '#server/modules/lenders/directory/lender-secrets.ts';
import { livePanelOf } from './live-panel.ts';

/** The lender as a call to it addresses it now; null when the panel has no such lender. */
export type OutboundLenderOf = (lenderId: string, now: Date) => Promise<LenderConfig | null>;

/**
 * Every outbound call to a lender (ping, post, withdrawal, erasure notice, portal test lead) takes
 * its endpoint from one place (decision 116): the live panel, i.e. the endpoint the back office
 * stored (the sandbox's lenders keep this process's sandbox), read at the call. A notice queued
 * before a lender moved goes to where it is now. The secret is the one the ping tree signs with
 * (a rotated one after its overlap, else the file's); empty when there is none.
 */
export const outboundLenderFor =
  (deps: { db: Database; cipher: FieldCipher; file: PanelConfig; sandbox: boolean }): OutboundLenderOf =>
  async (lenderId, now) => {
    const { config } = await livePanelOf(deps.db, deps.file, { now, sandbox: deps.sandbox });
    const lender = config.lenders.find((l) => l.id === lenderId);
    if (!lender) return null;
    return { ...lender, secret: (await outboundSecret(deps.db, deps.cipher, lender, now)) ?? '' };
  };
