import type { LenderChange } from '#shared/admin/lender-schemas.ts';
import { LoadError, Loading, Panel } from '#web/features/admin/ui/admin-shell.tsx';
import { when } from '#web/features/admin/ui/format.ts';
import { settingLabel, settingValue } from './change-text.ts';
import { useLenderHistory } from './lender-settings-api.ts';

const ACTION = {
  created: 'Created',
  updated: 'Changed',
  provisioned: 'Provisioned from the panel file',
  secret_issued: 'Shared secret issued in the back office',
  secret_rotated: 'Shared secret rotated in the lender portal',
  register_suspended: 'Suspended after the FCA Register check',
  register_reinstated: 'Reinstated after the FCA Register suspension',
  lender_paused: 'Paused by the lender in the portal',
  lender_resumed: 'Resumed by the lender in the portal',
  lender_changed: 'Caps or hours changed by the lender in the portal',
  lender_user_added: 'Portal user added by the lender in the portal',
  lender_user_disabled: 'Portal user disabled by the lender in the portal',
  lender_user_enabled: 'Portal user re-enabled by the lender in the portal',
} as const satisfies Record<LenderChange['action'], string>;

/** Who made a change no admin made: the FCA Register's check, or the panel file at boot. */
const byline = (action: LenderChange['action']) =>
  action === 'register_suspended' ? 'the FCA Register check' : 'the panel file';

/** The settings a change touched, each as before → after. */
function changedKeys(change: LenderChange): [string, unknown, unknown][] {
  const keys = Object.keys(change.after);
  return keys
    .filter((k) => !change.before || JSON.stringify(change.before[k]) !== JSON.stringify(change.after[k]))
    .map((k) => [k, change.before?.[k], change.after[k]]);
}

/** Who changed the lender, when, and what (before and after), newest first. */
export function LenderHistory({ id }: { id: string }) {
  const history = useLenderHistory(id);
  return (
    <Panel title="Changes">
      {history.isPending ? (
        <Loading what="changes" />
      ) : history.isError ? (
        <LoadError what="changes" />
      ) : (
        <ol className="space-y-3" aria-label="Changes">
          {history.data.changes.map((change, index) => (
            <li key={index} className="rounded border border-slate-200 p-3 text-sm">
              <p className="font-medium">
                {ACTION[change.action]} · {change.by ?? byline(change.action)} · {when(change.at)}
              </p>
              <ul className="mt-1 space-y-0.5 text-slate-700">
                {changedKeys(change).map(([key, before, after]) => (
                  <li key={key} className="break-words">
                    <span className="font-medium">{settingLabel(key)}</span>:{' '}
                    {change.before ? `${settingValue(key, before)} → ` : ''}
                    {settingValue(key, after)}
                  </li>
                ))}
              </ul>
            </li>
          ))}
        </ol>
      )}
    </Panel>
  );
}
