import { gbp } from '#shared/company.ts';

export const money = (value: number | null | undefined): string =>
  value === null || value === undefined ? '—' : gbp(value);
export const percent = (value: number, digits = 1): string => `${(value * 100).toFixed(digits)}%`;
export const count = (value: number): string => value.toLocaleString('en-GB');

const dateTime = new Intl.DateTimeFormat('en-GB', {
  dateStyle: 'medium',
  timeStyle: 'short',
  timeZone: 'Europe/London',
});
export const when = (iso: string | null | undefined): string => (iso ? dateTime.format(new Date(iso)) : '—');

export const STATUS_LABELS: Record<string, string> = {
  all: 'All',
  draft: 'Draft',
  processing: 'Processing',
  sold: 'Sold',
  pending: 'Pending',
  rejected: 'Rejected',
  error: 'Error',
  referred: 'Referred to debt advice',
};

export const STATUS_STYLES: Record<string, string> = {
  draft: 'bg-slate-100 text-slate-800',
  processing: 'bg-blue-100 text-blue-900',
  sold: 'bg-emerald-100 text-emerald-900',
  pending: 'bg-amber-100 text-amber-900',
  rejected: 'bg-rose-100 text-rose-900',
  error: 'bg-rose-100 text-rose-900',
  referred: 'bg-violet-100 text-violet-900',
};
