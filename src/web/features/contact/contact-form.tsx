import { useId } from 'react';

const inputClass =
  'mt-1 block w-full rounded-lg border border-slate-400 bg-white px-3 py-2.5 ' +
  'text-base text-slate-900 aria-invalid:border-red-600';

type FieldName = 'name' | 'email' | 'phone' | 'message';

/**
 * Contact form markup: browser-native required checks (docs/product.md#public-site). The islands script
 * (src/web/islands/contact-form.ts) sends it to /api/contact, where the message is stored for the
 * team, confirms with the product's alert, and shows field errors and the server's reason otherwise.
 * POST without the script, so nothing typed ever lands in a URL.
 */
export function ContactForm() {
  const id = useId();
  const errorText = (name: FieldName) => (
    <p id={`${id}-${name}-error`} data-error-for={name} hidden className="mt-1 text-sm font-medium text-red-700" />
  );
  const label = (name: FieldName, text: string, required: boolean) => (
    <label htmlFor={`${id}-${name}`} className="block font-semibold text-slate-900">
      {text}
      {required ? (
        <span className="text-red-700" aria-hidden="true">
          {' '}
          *
        </span>
      ) : (
        <span className="font-normal text-slate-600"> (optional)</span>
      )}
    </label>
  );

  return (
    <form
      method="post"
      action="/api/contact"
      data-contact-form
      aria-labelledby={`${id}-title`}
      className="space-y-5 rounded-2xl border border-slate-200 bg-white p-6 shadow-sm"
    >
      <div>
        <h2 id={`${id}-title`} className="text-xl font-bold text-brand-900">
          Send us a message
        </h2>
        <p className="mt-1 text-sm text-slate-600">
          Fields marked * are required. Please don't include bank or card details.
        </p>
      </div>
      <div>
        {label('name', 'Name', true)}
        <input
          id={`${id}-name`}
          name="name"
          type="text"
          autoComplete="name"
          required
          maxLength={100}
          className={inputClass}
        />
        {errorText('name')}
      </div>
      <div>
        {label('email', 'Email', true)}
        <input
          id={`${id}-email`}
          name="email"
          type="email"
          autoComplete="email"
          required
          maxLength={254}
          className={inputClass}
        />
        {errorText('email')}
      </div>
      <div>
        {label('phone', 'Phone', false)}
        <input id={`${id}-phone`} name="phone" type="tel" autoComplete="tel" maxLength={20} className={inputClass} />
        {errorText('phone')}
      </div>
      <div>
        {label('message', 'Message', true)}
        <textarea id={`${id}-message`} name="message" required rows={6} maxLength={5000} className={inputClass} />
        {errorText('message')}
      </div>
      <p
        role="alert"
        data-form-error
        hidden
        className="rounded-lg border border-red-200 bg-red-50 p-3 text-sm font-medium text-red-800"
      />
      <button
        type="submit"
        className={
          'w-full rounded-lg bg-accent-600 px-6 py-3 text-lg font-semibold ' +
          'text-white shadow hover:bg-accent-700 disabled:opacity-70 sm:w-auto'
        }
      >
        Send Message
      </button>
    </form>
  );
}
