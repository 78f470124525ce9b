import { Clock, Mail, Phone } from 'lucide-react';
import { Link } from 'react-router';
import { company } from '#shared/company.ts';

/** Phone, email and opening hours (docs/product.md#constants), as shown beside the contact form. */
export function ContactDetails() {
  return (
    <div className="space-y-6">
      <section aria-labelledby="contact-ways" className="rounded-2xl border border-slate-200 bg-white p-6">
        <h2 id="contact-ways" className="text-xl font-bold text-brand-900">
          Get in touch
        </h2>
        <ul className="mt-4 space-y-4">
          <li className="flex gap-3">
            <Phone aria-hidden="true" className="mt-1 size-5 shrink-0 text-accent-700" />
            <div>
              <p className="font-semibold text-slate-900">Freephone</p>
              <a className="text-lg font-semibold text-brand-700 underline" href={company.phoneHref}>
                {company.phone}
              </a>
              <p className="text-sm text-slate-600">Free from UK landlines and mobiles.</p>
            </div>
          </li>
          <li className="flex gap-3">
            <Mail aria-hidden="true" className="mt-1 size-5 shrink-0 text-accent-700" />
            <div>
              <p className="font-semibold text-slate-900">Email</p>
              <a className="break-all font-semibold text-brand-700 underline" href={`mailto:${company.email}`}>
                {company.email}
              </a>
              <p className="text-sm text-slate-600">We reply within one working day.</p>
            </div>
          </li>
        </ul>
      </section>
      <section aria-labelledby="opening-hours" className="rounded-2xl border border-slate-200 bg-white p-6">
        <h2 id="opening-hours" className="flex items-center gap-2 text-xl font-bold text-brand-900">
          <Clock aria-hidden="true" className="size-5 text-accent-700" /> Opening hours
        </h2>
        <dl className="mt-4 divide-y divide-slate-200">
          {company.openingHours.map((row) => (
            <div key={row.days} className="flex justify-between gap-4 py-2">
              <dt className="text-slate-700">{row.days}</dt>
              <dd className="font-semibold text-slate-900">{row.hours}</dd>
            </div>
          ))}
        </dl>
      </section>
      <p className="text-sm text-slate-700">
        Unhappy with our service? See{' '}
        <Link className="font-semibold text-brand-700 underline" to="/complaints">
          how to make a complaint
        </Link>
        . Looking for a quick answer? Try our{' '}
        <Link className="font-semibold text-brand-700 underline" to="/faq">
          frequently asked questions
        </Link>
        .
      </p>
    </div>
  );
}
