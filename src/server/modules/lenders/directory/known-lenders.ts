import type { Executor } from '#server/db/client.ts';
import type { LenderConfig, LenderRules } from '#server/modules/lenders/directory/panel-config.ts';
import { findLender, type PanelLenderRow } from './lender-settings.repository.ts';

/**
 * A stored lender as the panel's code knows lenders. The secret is the panel file's when the file
 * has the lender, else empty: a lender made in the back office has its secrets in `lender_secrets`
 * only (decision 098), and an empty secret is never signed or accepted with.
 */
export function storedLenderConfig(row: PanelLenderRow, fileSecret = ''): LenderConfig {
  return {
    id: row.lenderId,
    name: row.name,
    endpoint: row.endpoint,
    secret: fileSecret,
    tier: row.tier,
    price: row.pricePence / 100,
    priority: row.priority,
    panels: row.panels,
    rules: row.rules as LenderRules,
    returnWindowHours: row.returnWindowHours,
    returnCapPercent: row.returnCapPercent,
    ...(row.timeoutMs !== null ? { timeoutMs: row.timeoutMs } : {}),
    ...(row.dailyCap !== null ? { dailyCap: row.dailyCap } : {}),
  };
}

/**
 * A lender the broker knows (decision 098): the panel file's, or one stored for this panel (made in
 * the back office). The one lookup of the inbound API, the portal and lender-user provisioning, so
 * a lender made in the back office is a lender everywhere; null (their 401 or 404) for any other id.
 */
export async function knownLender<FileLender extends { id: string } = LenderConfig>(
  db: Executor,
  config: { jobQueue: string; lenders: readonly FileLender[] } | null,
  lenderId: string,
): Promise<FileLender | LenderConfig | null> {
  if (!config) return null;
  const filed = config.lenders.find((l) => l.id === lenderId);
  if (filed) return filed;
  const row = await findLender(db, config.jobQueue, lenderId);
  return row ? storedLenderConfig(row) : null;
}
