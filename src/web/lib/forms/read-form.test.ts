import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { readForm } from './read-form.ts';

const schema = z.object({
  name: z.string().trim().min(1, 'Enter your name'),
  email: z.email('Enter an email address in the correct format, like name@example.com'),
});

const posted = (fields: Record<string, string>) => {
  const form = new FormData();
  for (const [name, value] of Object.entries(fields)) form.append(name, value);
  return form;
};

describe('readForm', () => {
  it('answers the typed data of a form its schema accepts, from a request as from its form', async () => {
    const request = new Request('http://localhost/x', {
      method: 'POST',
      body: new URLSearchParams({ name: ' Ann ', email: 'ann@example.com', admin: 'yes' }),
    });
    const read = await readForm(request, schema, { order: ['name', 'email'] });
    expect(read).toMatchObject({ ok: true, data: { name: 'Ann', email: 'ann@example.com' } });
    expect(read.values).toEqual({ name: ' Ann ', email: 'ann@example.com' });
  });

  it('answers one problem per field in the form’s order, with what was posted (a missing field blank)', async () => {
    const read = await readForm(posted({ email: 'nope' }), schema, { order: ['name', 'email'] });
    expect(read).toMatchObject({
      ok: false,
      values: { name: '', email: 'nope' },
      errors: [
        { name: 'name', message: 'Enter your name' },
        { name: 'email', message: 'Enter an email address in the correct format, like name@example.com' },
      ],
    });
  });

  it('reads the form with the caller’s reader and words its messages', async () => {
    const read = await readForm(posted({ first: 'A', last: 'B' }), schema, {
      values: (form) => ({ name: `${String(form.get('first'))} ${String(form.get('last'))}`, email: '' }),
      message: (name, message) => `${name.toUpperCase()}: ${message}`,
    });
    expect(read.ok).toBe(false);
    if (!read.ok) expect(read.errors).toEqual([{ name: 'email', message: expect.stringMatching(/^EMAIL: Enter/) }]);
  });
});
