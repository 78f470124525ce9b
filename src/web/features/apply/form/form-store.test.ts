import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { FormStore, type Resolver } from './form-store.ts';

const schema = z
  .object({
    name: z.string().min(2, 'Too short'),
    age: z.number({ error: 'Enter your age' }).int(),
    early: z.string(),
    late: z.string(),
  })
  .refine((v) => v.early < v.late, { path: ['late'], message: 'Must be after the first date' });
type I = { name: string; age: number; early: string; late: string };
type O = z.output<typeof schema>;

const resolver: Resolver<I, O> = (values) => {
  const result = schema.safeParse(values);
  if (result.success) return { values: result.data, errors: {} };
  const errors: Record<string, { type: string; message: string }> = {};
  for (const issue of result.error.issues)
    errors[issue.path.join('.')] ??= { type: issue.code, message: issue.message };
  return { errors };
};

const store = (defaults: Partial<I> = {}) => new FormStore<I, O>(resolver, defaults);

describe('FormStore: the rules of the step forms', () => {
  it('shows no error before a change, and knows at once whether saved answers are already valid', () => {
    expect(store().state()).toMatchObject({ errors: {}, isValid: false, isDirty: false });
    expect(store({ name: 'Ann', age: 30, early: 'a', late: 'b' }).state().isValid).toBe(true);
  });

  it('a change shows or clears only that field’s problem, while Continue follows the whole form', () => {
    const form = store({ age: 30, early: 'a', late: 'b' });
    form.set('name', 'A');
    expect(form.state().errors).toEqual({ name: { type: 'too_small', message: 'Too short' } });
    expect(form.state().isValid).toBe(false);
    form.set('name', 'Ann');
    expect(form.state().errors).toEqual({});
    expect(form.state()).toMatchObject({ isValid: true, isDirty: true });
    form.set('age', Number.NaN);
    expect(Object.keys(form.state().errors)).toEqual(['age']);
  });

  it('a field with deps also shows or clears the problems of the fields it is checked against', () => {
    const form = store({ name: 'Ann', age: 30, early: 'a', late: 'b' });
    form.set('early', 'c');
    expect(form.state().errors).toEqual({});
    form.set('early', 'c', { deps: ['late'] });
    expect(form.state().errors.late?.message).toBe('Must be after the first date');
    form.set('late', 'd');
    expect(form.state().errors).toEqual({});
  });

  it('a field that leaves the screen takes its value and problem with it, and comes back from its default', () => {
    const form = store({ name: 'Ann', age: 30, early: 'a', late: 'b' });
    form.set('name', 'A');
    form.forget('name');
    expect(form.getValues('name')).toBeUndefined();
    expect(form.state().errors).toEqual({});
    form.restore('name');
    expect(form.getValues('name')).toBe('Ann');
    expect(form.state()).toMatchObject({ isValid: true, errors: {} });
  });

  it('Continue with problems shows them all and sends nothing; without, sends the parsed values once', async () => {
    const form = store({ early: 'a', late: 'b' });
    const sent: O[] = [];
    expect(await form.submit((v) => sent.push(v))).toBe(false);
    expect(Object.keys(form.state().errors)).toEqual(['name', 'age']);
    form.set('name', 'Ann');
    form.set('age', 41);
    let during = false;
    expect(await form.submit(() => (during = form.state().isSubmitting))).toBe(true);
    expect(during).toBe(true);
    expect(form.state().isSubmitting).toBe(false);
    form.set('age', 42);
    await form.submit((v) => sent.push(v));
    expect(sent).toEqual([{ name: 'Ann', age: 42, early: 'a', late: 'b' }]);
  });

  it('useWatch’s snapshot stays the same object until a value changes', () => {
    const form = store({ name: 'Ann' });
    const before = form.values();
    expect(form.values()).toBe(before);
    form.set('name', 'Bea');
    expect(form.values()).not.toBe(before);
  });
});
