import { useId, type ReactNode } from 'react';
import { FINAL_RESPONSE_WEEKS } from '#shared/complaints.ts';
import { FormProblems } from '#web/components/ui/form-problems.tsx';
import { COMPLAINT_TOPIC, type ContactState } from './contact-action.ts';

const inputClass =
  'mt-1 block w-full rounded-lg border border-slate-400 bg-white px-3 py-2.5 ' +
  'text-base text-slate-900 aria-invalid:border-red-600';

type FieldName = 'name' | 'email' | 'phone' | 'message';

/**
 * The contact form (docs/product.md#public-site): browser-native required checks, then a post to the
 * page's action (decision 090, with or without script: the only copy of the form, decision 132), which
 * answers with `state` (what was typed, its problems) or `done` (what was sent).
 */
export function ContactForm({ state, done }: { state?: ContactState | undefined; done?: ReactNode }) {
  const id = useId();
  const fieldId = (name: string) => `${id}-${name}`;
  const errorOf = (name: string) => state?.errors.find((e) => e.name === name)?.message;
  const invalid = (name: FieldName) =>
    errorOf(name)
      ? { 'aria-invalid': true as const, 'aria-describedby': `${id}-${name}-error` }
      : { 'aria-invalid': undefined };
  const value = (name: string) => ({ defaultValue: state?.values[name] ?? '' });
  const errorText = (name: FieldName) => (
    <p id={`${id}-${name}-error`} hidden={!errorOf(name)} className="mt-1 text-sm font-medium text-red-700">
      {errorOf(name)}
    </p>
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

  const complaint = state?.values.topic === COMPLAINT_TOPIC;
  const topic = (value: string, text: string, checked: boolean) => (
    <label className="flex items-center gap-2 text-slate-900">
      <input type="radio" name="topic" value={value} defaultChecked={checked} className="size-5" />
      {text}
    </label>
  );
  if (done)
    return (
      <div id="contact-form" className="scroll-mt-24">
        {done}
      </div>
    );
  return (
    <form
      id="contact-form"
      method="post"
      action="/contact#contact-form"
      aria-labelledby={`${id}-title`}
      className="scroll-mt-24 space-y-5 rounded-2xl border border-slate-200 bg-white p-6 shadow-sm"
    >
      <div>
        <h2 id={`${id}-title`} className="text-xl font-bold text-brand-900">
          Send us a message
        </h2>
        <p className="mt-1 text-sm text-slate-600">
          Fields marked * are required. Please don't include bank or card details.
        </p>
      </div>
      <FormProblems errors={state?.errors ?? []} problem={state?.problem} idOf={fieldId} />
      <fieldset>
        <legend className="font-semibold text-slate-900">What is your message about?</legend>
        <div className="mt-2 space-y-2">
          {topic('question', 'A question', !complaint)}
          {topic(COMPLAINT_TOPIC, 'A complaint', complaint)}
        </div>
        <p className="mt-1 text-sm text-slate-600">
          A complaint gets a reference and our final response within {FINAL_RESPONSE_WEEKS} weeks (see our{' '}
          <a className="text-brand-700 underline" href="/complaints">
            complaints procedure
          </a>
          ).
        </p>
      </fieldset>
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
          {...value('name')}
          {...invalid('name')}
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
          {...value('email')}
          {...invalid('email')}
        />
        {errorText('email')}
      </div>
      <div>
        {label('phone', 'Phone', false)}
        <input
          id={`${id}-phone`}
          name="phone"
          type="tel"
          autoComplete="tel"
          maxLength={20}
          className={inputClass}
          {...value('phone')}
          {...invalid('phone')}
        />
        {errorText('phone')}
      </div>
      <div>
        {label('message', 'Message', true)}
        <textarea
          id={`${id}-message`}
          name="message"
          required
          rows={6}
          maxLength={10_000}
          className={inputClass}
          {...value('message')}
          {...invalid('message')}
        />
        {errorText('message')}
      </div>
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
