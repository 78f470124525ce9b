import type { Database } from '#server/db/client.ts';
import type { LenderConfig, PanelConfig } from '#server/modules/lenders/directory/panel-config.ts';
import { findLender } from './lender-settings.repository.ts';

/**
 * A lender's return window and cap as the back office stores them (decision 075), over what the
 * panel file says; the file's terms when the lender has no stored row.
 */
export async function withStoredReturnTerms(
  db: Database,
  config: PanelConfig | null,
  lender: LenderConfig,
): Promise<LenderConfig> {
  if (!config) return lender;
  const row = await findLender(db, config.jobQueue, lender.id);
  if (!row) return lender;
  return { ...lender, returnWindowHours: row.returnWindowHours, returnCapPercent: row.returnCapPercent };
}
