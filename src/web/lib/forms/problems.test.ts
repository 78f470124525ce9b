import { describe, expect, it } from 'vitest';
import type { FieldErrors } from 'react-hook-form';
import { formProblems, inPageOrder, problemsOf } from './problems.ts';

// The error summary's list (decision 101): a flat form's fields, and a group's fields by their path.
describe('problemsOf', () => {
  it('lists each field’s problem in order, nested ones by path, never the root or a field’s ref', () => {
    // A field's ref is its DOM element: walking into it would list nothing sensible (or never end).
    const ref = { name: 'days.tue.to', self: {} as unknown };
    ref.self = ref;
    const errors = {
      root: { type: 'server', message: 'Not saved' },
      name: { type: 'custom', message: 'Give a name of 2 to 80 characters' },
      days: { tue: { to: { type: 'custom', message: 'The closing hour must be after the opening hour', ref } } },
      tier: { type: 'required', ref },
      panels: { type: 'custom', message: 'Choose at least one panel' },
    } as unknown as FieldErrors;
    expect(problemsOf(errors)).toEqual([
      { name: 'name', message: 'Give a name of 2 to 80 characters' },
      { name: 'days.tue.to', message: 'The closing hour must be after the opening hour' },
      { name: 'panels', message: 'Choose at least one panel' },
    ]);
  });
});

describe('formProblems', () => {
  it('keeps the first problem of each field, in the form’s order, in the screen’s words', () => {
    const issues = [
      { path: ['email'], message: 'Invalid email' },
      { path: ['name'], message: 'Required' },
      { path: ['email'], message: 'Too long' },
      { path: 'days.mon.from', message: 'Required' },
    ];
    const problems = formProblems(issues, {
      order: ['name', 'email'],
      message: (name, message) => `${name}: ${message}`,
    });
    expect(problems).toEqual([
      { name: 'name', message: 'name: Required' },
      { name: 'email', message: 'email: Invalid email' },
      { name: 'days.mon.from', message: 'days.mon.from: Required' },
    ]);
  });
});

describe('inPageOrder', () => {
  it('lists problems in their fields’ page order, whatever order they were found in', () => {
    const found = [
      { name: 'sortCode', message: 'Enter a sort code of exactly 6 digits, like 30 94 30' },
      { name: 'server', message: 'Refused by the server' },
      { name: 'accountNumber', message: 'Enter an account number of exactly 8 digits, like 00733445' },
    ];
    const page: Record<string, number> = { bankName: 0, accountNumber: 1, sortCode: 2 };
    expect(inPageOrder(found, (name) => page[name]).map((p) => p.name)).toEqual([
      'accountNumber',
      'sortCode',
      'server',
    ]);
  });
});
