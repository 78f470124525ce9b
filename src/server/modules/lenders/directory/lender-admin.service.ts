import { and, eq } from 'drizzle-orm';
import type { Database } from '#server/db/client.ts';
import { panelLenders } from '#server/db/schema/index.ts';
import { AppError } from '#server/lib/app-error.ts';
import { endpointProblem } from '#server/modules/lenders/directory/endpoint-policy.ts';
import type { PanelConfig } from '#server/modules/lenders/directory/panel-config.ts';
import { storedSecretIds } from '#server/modules/lenders/directory/lender-secrets.ts';
import type { CreateLenderBody, LenderItem, LenderSettings, UpdateLenderBody } from '#shared/admin/lender-schemas.ts';
import { auditLenderChange, findLender, itemOf, lenderRows, settingsOf } from './lender-settings.repository.ts';
import { deliveryRows } from './lender-delivery.ts';

export type LenderAdminDeps = { db: Database; config: PanelConfig };

/** The lenders with a shared secret: a non-empty one in the panel file, or one stored (decision 098). */
async function secretIds(db: Database, config: PanelConfig, lenderIds: string[]): Promise<Set<string>> {
  const stored = await storedSecretIds(db, lenderIds);
  for (const lender of config.lenders) if (lender.secret) stored.add(lender.id);
  return stored;
}

/** The server's own rule on top of the shared schema: the panel's host policy (no private hosts). */
function checkEndpoint(config: PanelConfig, endpoint: string) {
  const problem = endpointProblem(endpoint, config);
  if (problem)
    throw new AppError('BAD_REQUEST', 'Check the lender’s settings', {
      errors: [{ path: 'endpoint', message: `The address ${problem}` }],
    });
}

export async function listLenders({ db, config }: LenderAdminDeps): Promise<LenderItem[]> {
  const [rows, own] = await Promise.all([lenderRows(db, config.jobQueue), deliveryRows(db, config.jobQueue)]);
  const withSecret = await secretIds(
    db,
    config,
    rows.map(({ row }) => row.lenderId),
  );
  return rows.map(({ row, editedBy }) => itemOf(row, editedBy, withSecret.has(row.lenderId), own.get(row.lenderId)));
}

async function itemById({ db, config }: LenderAdminDeps, lenderId: string): Promise<LenderItem> {
  const found = (await lenderRows(db, config.jobQueue)).find(({ row }) => row.lenderId === lenderId);
  if (!found) throw new AppError('NOT_FOUND', 'No lender with this id in the panel');
  const own = (await deliveryRows(db, config.jobQueue)).get(lenderId);
  return itemOf(found.row, found.editedBy, (await secretIds(db, config, [lenderId])).has(lenderId), own);
}

/** A new lender of the panel, made in the back office (asked once a shared secret is provisioned for it). */
export async function createLender(
  deps: LenderAdminDeps,
  input: { body: CreateLenderBody; adminUserId: string | null; now: Date },
): Promise<LenderItem> {
  const { db, config } = deps;
  const { id, ...settings } = input.body;
  checkEndpoint(config, settings.endpoint);
  await db.transaction(async (tx) => {
    const inserted = await tx
      .insert(panelLenders)
      .values({
        panelKey: config.jobQueue,
        lenderId: id,
        ...settings,
        rules: {},
        source: 'admin',
        editedAt: input.now,
        editedBy: input.adminUserId,
        createdAt: input.now,
        updatedAt: input.now,
      })
      .onConflictDoNothing()
      .returning({ id: panelLenders.lenderId });
    if (inserted.length === 0)
      throw new AppError('CONFLICT', 'A lender with this id already exists', {
        errors: [{ path: 'id', message: 'A lender with this id already exists' }],
      });
    await auditLenderChange(tx, {
      panelKey: config.jobQueue,
      lenderId: id,
      action: 'created',
      adminUserId: input.adminUserId,
      before: null,
      after: settings,
      now: input.now,
    });
  });
  return itemById(deps, id);
}

/**
 * An edit of a lender's settings: made from the version the form showed (409 when someone changed
 * it since), audited with before and after. From now on the panel file no longer updates it.
 */
export async function updateLender(
  deps: LenderAdminDeps,
  input: { lenderId: string; body: UpdateLenderBody; adminUserId: string | null; now: Date },
): Promise<LenderItem> {
  const { db, config } = deps;
  const { version, ...settings } = input.body;
  checkEndpoint(config, settings.endpoint);
  await db.transaction(async (tx) => {
    const current = await findLender(tx, config.jobQueue, input.lenderId, true);
    if (!current) throw new AppError('NOT_FOUND', 'No lender with this id in the panel');
    if (current.version !== version)
      throw new AppError('CONFLICT', 'Someone changed this lender meanwhile: reload it and make your change again');
    const after: LenderSettings = settings;
    await tx
      .update(panelLenders)
      .set({ ...after, version: version + 1, editedAt: input.now, editedBy: input.adminUserId, updatedAt: input.now })
      .where(and(eq(panelLenders.panelKey, config.jobQueue), eq(panelLenders.lenderId, input.lenderId)));
    await auditLenderChange(tx, {
      panelKey: config.jobQueue,
      lenderId: input.lenderId,
      action: 'updated',
      adminUserId: input.adminUserId,
      before: settingsOf(current),
      after,
      now: input.now,
    });
  });
  return itemById(deps, input.lenderId);
}
