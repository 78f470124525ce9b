import { useId, useState, type FormEvent } from 'react';
import { ApiError, apiJson } from '#web/lib/api-client.ts';

/** Spec section 2: the confirmation is a browser alert with exactly this text. */
export const CONTACT_CONFIRMATION = "Thank you for your message. We'll get back to you soon!";

type FieldName = 'name' | 'email' | 'phone' | 'message';
type FieldErrors = Partial<Record<FieldName, string>>;

const inputClass = (invalid: boolean) =>
  `mt-1 block w-full rounded-lg border bg-white px-3 py-2.5 text-base text-slate-900 ${invalid ? 'border-red-600' : 'border-slate-400'}`;

function fieldErrorsOf(error: unknown): FieldErrors {
  if (!(error instanceof ApiError) || error.status !== 400) return {};
  try {
    const parsed = JSON.parse(error.body) as { errors?: { path: string; message: string }[] };
    return Object.fromEntries((parsed.errors ?? []).map((e) => [e.path, e.message]));
  } catch {
    return {};
  }
}

/**
 * Contact form: browser-native required checks (spec), then the message is really sent and
 * stored for the team. Fields are kept after sending, as the spec describes.
 */
export function ContactForm() {
  const id = useId();
  const [sending, setSending] = useState(false);
  const [formError, setFormError] = useState<string | null>(null);
  const [errors, setErrors] = useState<FieldErrors>({});

  const onSubmit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const data = new FormData(event.currentTarget);
    const value = (name: FieldName) => String(data.get(name) ?? '');
    setSending(true);
    setFormError(null);
    setErrors({});
    try {
      await apiJson('POST', '/api/contact', { name: value('name'), email: value('email'), phone: value('phone'), message: value('message') });
      window.alert(CONTACT_CONFIRMATION);
    } catch (error) {
      setErrors(fieldErrorsOf(error));
      const serverMessage = error instanceof ApiError ? error.serverMessage : undefined;
      setFormError(
        error instanceof ApiError && error.status === 400
          ? 'Please check the highlighted fields.'
          : (serverMessage ?? `Sorry, your message could not be sent. Please try again or call us.`),
      );
    } finally {
      setSending(false);
    }
  };

  const field = (name: FieldName) => ({
    id: `${id}-${name}`,
    name,
    'aria-invalid': errors[name] ? true : undefined,
    'aria-describedby': errors[name] ? `${id}-${name}-error` : undefined,
  });
  const errorText = (name: FieldName) =>
    errors[name] ? <p id={`${id}-${name}-error`} className="mt-1 text-sm font-medium text-red-700">{errors[name]}</p> : null;
  const label = (name: FieldName, text: string, required: boolean) => (
    <label htmlFor={`${id}-${name}`} className="block font-semibold text-slate-900">
      {text}
      {required ? <span className="text-red-700" aria-hidden="true"> *</span> : <span className="font-normal text-slate-600"> (optional)</span>}
    </label>
  );

  return (
    <form onSubmit={onSubmit} aria-labelledby={`${id}-title`} className="space-y-5 rounded-2xl border border-slate-200 bg-white p-6 shadow-sm">
      <div>
        <h2 id={`${id}-title`} className="text-xl font-bold text-brand-900">Send us a message</h2>
        <p className="mt-1 text-sm text-slate-600">Fields marked * are required. Please don't include bank or card details.</p>
      </div>
      <div>
        {label('name', 'Name', true)}
        <input {...field('name')} type="text" autoComplete="name" required maxLength={100} className={inputClass(Boolean(errors.name))} />
        {errorText('name')}
      </div>
      <div>
        {label('email', 'Email', true)}
        <input {...field('email')} type="email" autoComplete="email" required maxLength={254} className={inputClass(Boolean(errors.email))} />
        {errorText('email')}
      </div>
      <div>
        {label('phone', 'Phone', false)}
        <input {...field('phone')} type="tel" autoComplete="tel" maxLength={20} className={inputClass(Boolean(errors.phone))} />
        {errorText('phone')}
      </div>
      <div>
        {label('message', 'Message', true)}
        <textarea {...field('message')} required rows={6} maxLength={5000} className={inputClass(Boolean(errors.message))} />
        {errorText('message')}
      </div>
      {formError ? (
        <p role="alert" className="rounded-lg border border-red-200 bg-red-50 p-3 text-sm font-medium text-red-800">{formError}</p>
      ) : null}
      <button
        type="submit"
        disabled={sending}
        className="w-full rounded-lg bg-accent-600 px-6 py-3 text-lg font-semibold text-white shadow hover:bg-accent-700 disabled:opacity-70 sm:w-auto"
      >
        {sending ? 'Sending…' : 'Send Message'}
      </button>
    </form>
  );
}
