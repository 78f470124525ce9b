import { hourText, WEEKDAY_LABELS, WEEKDAYS, lenderSchedule } from '#shared/admin/lender-schemas.ts';
import { money } from '#web/features/admin/ui/format.ts';

// A lender's change history in the editor's words (issue 42.11): "Price per lead: £40.00 → £42.00",
// not "pricePence: 4000 → 4200".

const LABELS: Record<string, string> = {
  name: 'Name',
  frn: 'FRN',
  suspended: 'Suspended',
  reason: 'Reason',
  endpoint: 'Endpoint',
  tier: 'Tier',
  pricePence: 'Price per lead',
  priority: 'Priority within the tier',
  panels: 'Panels',
  timeoutMs: 'Timeout',
  dailyCap: 'Cap per day',
  weeklyCap: 'Cap per week',
  monthlyCap: 'Cap per calendar month',
  schedule: 'Hours',
  returnWindowHours: 'Return window',
  returnCapPercent: 'Return cap',
  paused: 'Paused',
  user: 'Portal user',
  role: 'Role',
};

function scheduleText(value: unknown): string {
  if (value === null) return 'any hour';
  const parsed = lenderSchedule.safeParse(value);
  if (!parsed.success) return JSON.stringify(value);
  return WEEKDAYS.map((day) => {
    const hours = parsed.data[day];
    return `${WEEKDAY_LABELS[day].slice(0, 3)} ${hours ? `${hourText(hours.from)}–${hourText(hours.to)}` : 'closed'}`;
  }).join(', ');
}

const numberOr = (value: unknown, unit: (n: number) => string, none: string): string =>
  typeof value === 'number' ? unit(value) : value === null || value === undefined ? none : JSON.stringify(value);

/** One setting's value as the editor means it. */
export function settingValue(key: string, value: unknown): string {
  switch (key) {
    case 'pricePence':
      return numberOr(value, (n) => money(n / 100), 'none');
    case 'frn':
      return typeof value === 'string' ? value : 'not recorded';
    case 'timeoutMs':
      return numberOr(value, (n) => `${n} ms`, 'the panel’s default');
    case 'dailyCap':
    case 'weeklyCap':
    case 'monthlyCap':
      return numberOr(value, (n) => `${n} leads`, 'no cap');
    case 'returnWindowHours':
      return numberOr(value, (n) => (n === 1 ? '1 hour' : `${n} hours`), 'none');
    case 'returnCapPercent':
      return numberOr(value, (n) => `${n}%`, 'none');
    case 'schedule':
      return scheduleText(value);
    case 'panels':
      return Array.isArray(value) ? value.join(' and ') : JSON.stringify(value);
    case 'user':
      return typeof value === 'string' ? value : 'a user since removed';
    case 'role':
      return value === 'admin' ? 'admin (also manages users and the secret)' : 'user (works the leads)';
    case 'suspended':
    case 'paused':
      return value === true ? 'yes' : value === false ? 'no' : 'none';
  }
  if (value === null || value === undefined) return 'none';
  return typeof value === 'string' || typeof value === 'number' ? String(value) : JSON.stringify(value);
}

/** The setting's name in the editor's words (a key added later without one shows as itself). */
export const settingLabel = (key: string): string => LABELS[key] ?? key;
