import { describe, expect, it } from 'vitest';
import { lenderFieldOf, lenderForm, lenderFormValues, type LenderFormValues } from './lender-form.ts';
import type { LenderItem } from './lender-schemas.ts';

const values: LenderFormValues = {
  ...lenderFormValues(),
  id: 'northway',
  name: ' Northway Finance ',
  endpoint: 'https://northway.example.com/leads',
  price: '12.50',
  dailyCap: '10',
  weeklyCap: '50',
};
const settings = {
  name: 'Northway Finance',
  endpoint: 'https://northway.example.com/leads',
  tier: 1,
  pricePence: 1250,
  priority: 100,
  panels: ['primary'],
  timeoutMs: null,
  dailyCap: 10,
  weeklyCap: 50,
  monthlyCap: null,
  schedule: null,
  returnWindowHours: 168,
  returnCapPercent: 10,
  paused: false,
  // No FCA firm reference number given (decision 142): an empty field is null.
  frn: null,
};
const hours = { from: 9, to: 17 };

/** Each field's first problem, as the form shows it (react-hook-form's resolver keeps the first). */
function problems(input: LenderFormValues): Record<string, string> {
  const result = lenderForm.safeParse(input);
  const found: Record<string, string> = {};
  for (const issue of result.error?.issues ?? []) found[issue.path.join('.')] ??= issue.message;
  return found;
}

// Issue 25 (decision 101): the lender editor checks with the server's schemas, each problem on its field.
describe('the lender form', () => {
  it('makes a new lender (with its id) or an edit (with its version)', () => {
    expect(lenderForm.parse(values)).toEqual({ id: 'northway', ...settings });
    // An edit sends the version it was made from, never an id (not editable, so not checked either).
    expect(lenderForm.parse({ ...values, id: 'Not An Id', version: 3 })).toEqual({ version: 3, ...settings });
  });

  it('sends the hours of the open days, closed days as null', () => {
    const week: LenderFormValues = {
      ...values,
      panels: ['secondary', 'primary'],
      anyHour: false,
      days: { ...values.days, mon: { open: true, from: '8', to: '20' } },
    };
    expect(lenderForm.parse(week)).toMatchObject({
      panels: ['primary', 'secondary'],
      schedule: { mon: { from: 8, to: 20 }, tue: hours, fri: hours, sat: null, sun: null },
    });
  });

  it('refuses what the server refuses, next to the field', () => {
    expect(problems({ ...values, id: 'Not An Id' })).toEqual({
      id: 'Use 2 to 40 lowercase letters, digits and dashes',
    });
    expect(problems({ ...values, tier: '0' })).toEqual({ tier: 'The tier must be at least 1' });
    expect(problems({ ...values, tier: '' })).toEqual({ tier: 'Enter the tier as a whole number' });
    expect(problems({ ...values, price: 'ten' })).toEqual({ price: 'Enter the price as a whole number' });
    expect(problems({ ...values, price: '' })).toEqual({ price: 'Enter the price as a whole number' });
    expect(problems({ ...values, weeklyCap: '5' })).toEqual({
      weeklyCap: 'The weekly cap cannot be below the daily cap',
    });
    expect(problems({ ...values, monthlyCap: '2.5' })).toEqual({
      monthlyCap: 'Enter the monthly cap as a whole number',
    });
    expect(problems({ ...values, panels: [] })).toEqual({ panels: 'Choose at least one panel' });
    expect(problems({ ...values, endpoint: 'ftp://example.com' })).toEqual({
      endpoint: 'Give the lender’s address, starting https://',
    });
  });

  it('puts a weekday’s hours problem on that day’s field', () => {
    const tuesday = (from: string, to: string): LenderFormValues => ({
      ...values,
      version: 2,
      anyHour: false,
      days: { ...values.days, tue: { open: true, from, to } },
    });
    expect(problems(tuesday('17', '9'))).toEqual({ 'days.tue.to': 'The closing hour must be after the opening hour' });
    expect(problems(tuesday('', '9'))).toEqual({ 'days.tue.from': 'Enter the opening hour as a whole number' });
    // A closed day's hours are not sent, so not checked; "any hour" sends no schedule at all.
    expect(
      problems({ ...tuesday('17', '9'), days: { ...values.days, tue: { open: false, from: '17', to: '9' } } }),
    ).toEqual({});
    expect(problems({ ...tuesday('17', '9'), anyHour: true })).toEqual({});
  });

  it('names the field of a 400’s paths', () => {
    expect(lenderFieldOf('pricePence')).toBe('price');
    expect(lenderFieldOf('schedule.wed.from')).toBe('days.wed.from');
    expect(lenderFieldOf('schedule.wed')).toBe('days.wed.open');
    expect(lenderFieldOf('panels.1')).toBe('panels');
    expect(lenderFieldOf('endpoint')).toBe('endpoint');
  });

  it('fills the form from a stored lender', () => {
    const stored = { id: 'northway', version: 4, ...settings, schedule: null } as unknown as LenderItem;
    const weekly = { ...stored, schedule: { mon: { from: 8, to: 20 }, sun: null } } as unknown as LenderItem;
    expect(lenderForm.parse(lenderFormValues(stored))).toEqual({ version: 4, ...settings });
    expect(lenderFormValues(weekly).days.mon).toEqual({ open: true, from: '8', to: '20' });
    expect(lenderFormValues(weekly).days.sun).toEqual({ open: false, from: '9', to: '17' });
  });
});
