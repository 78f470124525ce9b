import type { LenderItem } from '#shared/admin/lender-schemas.ts';
import { Panel } from '#web/features/admin/ui/admin-shell.tsx';
import { when } from '#web/features/admin/ui/format.ts';
import { settingValue } from './change-text.ts';

const ROWS = [
  ['paused', 'Paused by the lender'],
  ['dailyCap', 'Daily cap'],
  ['weeklyCap', 'Weekly cap'],
  ['monthlyCap', 'Monthly cap'],
  ['schedule', 'Hours'],
] as const;

/**
 * What the lender set for itself in its portal (decision 147): applied beside the settings above
 * (its pause too, the lower cap, the hours both allow); its changes are in the history below.
 */
export function LenderOwnPanel({ lender }: { lender: LenderItem }) {
  const own = lender.lenderOwn;
  return (
    <Panel title="Set by the lender in its portal">
      {own ? (
        <>
          <dl className="grid gap-x-6 gap-y-1 text-sm sm:grid-cols-[max-content_1fr]">
            {ROWS.map(([key, label]) => (
              <div key={key} className="contents">
                <dt className="font-medium">{label}</dt>
                <dd className="break-words text-slate-700">
                  {key === 'schedule' && own.schedule === null
                    ? 'whatever hours you set above'
                    : settingValue(key, own[key])}
                </dd>
              </div>
            ))}
          </dl>
          <p className="mt-2 text-sm text-slate-600">
            Last changed {when(own.updatedAt)}. The lender is asked only when both allow it: your pause and its own, the
            lower cap, the hours both have.
          </p>
        </>
      ) : (
        <p className="text-sm text-slate-700">Nothing yet: the lender takes leads as you set them above.</p>
      )}
    </Panel>
  );
}
