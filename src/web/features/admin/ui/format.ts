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
