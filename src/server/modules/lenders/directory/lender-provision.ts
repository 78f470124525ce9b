import { and, eq, isNull } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import type { Database } from '#server/db/client.ts';
import { panelLenders } from '#server/db/schema/index.ts';
import { toPence } from '#server/lib/money.ts';
import type { LenderConfig, PanelConfig } from '#server/modules/lenders/directory/panel-config.ts';
import {
  DEFAULT_RETURN_CAP_PERCENT,
  DEFAULT_RETURN_WINDOW_HOURS,
  type LenderSettings,
} from '#shared/admin/lender-schemas.ts';
import { auditLenderChange, findLender, settingsOf } from './lender-settings.repository.ts';

/** A lender of the panel file as the settings the back office edits. */
export const fileSettingsOf = (lender: LenderConfig): LenderSettings => ({
  name: lender.name,
  frn: lender.frn ?? null,
  endpoint: lender.endpoint,
  tier: lender.tier,
  pricePence: toPence(lender.price),
  priority: lender.priority,
  panels: lender.panels,
  timeoutMs: lender.timeoutMs ?? null,
  dailyCap: lender.dailyCap ?? null,
  weeklyCap: null,
  monthlyCap: null,
  schedule: null,
  returnWindowHours: lender.returnWindowHours ?? DEFAULT_RETURN_WINDOW_HOURS,
  returnCapPercent: lender.returnCapPercent ?? DEFAULT_RETURN_CAP_PERCENT,
  paused: false,
});

const same = (a: unknown, b: unknown) => JSON.stringify(a) === JSON.stringify(b);

/**
 * The panel file (or the sandbox) provisions the database at boot (decision 075): a lender not yet
 * in the database is inserted; one the back office never edited follows the file; one edited in
 * the back office keeps its edits (the boot says so, naming the lender). Each write is audited
 * with no admin. Lenders missing from the file stay (the back office may have made them). The
 * sandbox's lenders answer on a new port at every boot: their address is not a change.
 */
export async function provisionLenders(
  db: Database,
  config: PanelConfig,
  options: { now: Date; log: FastifyBaseLogger; sandbox: boolean },
) {
  const { now, log, sandbox } = options;
  const panelKey = config.jobQueue;
  for (const lender of config.lenders) {
    const settings = fileSettingsOf(lender);
    const rules = lender.rules as Record<string, unknown>;
    await db.transaction(async (tx) => {
      const inserted = await tx
        .insert(panelLenders)
        .values({
          panelKey,
          lenderId: lender.id,
          ...settings,
          rules,
          source: 'file',
          createdAt: now,
          updatedAt: now,
        })
        .onConflictDoNothing()
        .returning({ id: panelLenders.lenderId });
      const current = inserted.length ? undefined : await findLender(tx, panelKey, lender.id, true);
      if (current && sandbox) settings.endpoint = current.endpoint;
      if (current?.editedAt) {
        if (!same(settingsOf(current), settings))
          log.info(
            { lenderId: lender.id },
            'lender panel: edited in the back office, the panel file does not change it',
          );
        return;
      }
      if (current && same(settingsOf(current), settings) && same(current.rules, rules)) return;
      if (current) {
        await tx
          .update(panelLenders)
          .set({ ...settings, rules, version: current.version + 1, updatedAt: now })
          .where(
            and(
              eq(panelLenders.panelKey, panelKey),
              eq(panelLenders.lenderId, lender.id),
              isNull(panelLenders.editedAt),
            ),
          );
      }
      await auditLenderChange(tx, {
        panelKey,
        lenderId: lender.id,
        action: 'provisioned',
        adminUserId: null,
        before: current ? settingsOf(current) : null,
        after: settings,
        now,
      });
    });
  }
}
