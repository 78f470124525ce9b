import type { ReactNode } from 'react';
import { Mail, MapPin, Phone } from 'lucide-react';
import { company } from '#shared/company.ts';
import { ContentPage } from '#web/components/ui/content-page.tsx';
import { complaintChecklist, complaintStages, ombudsman } from './complaints-content.ts';
import { ExternalLink, Mailto } from './legal-document.tsx';
import { legalPages } from './legal-meta.ts';

/** `form`: the online complaint form (composed by the route, decision 090). */
export function ComplaintsPage({ form }: { form?: ReactNode }) {
  const info = legalPages.complaints;
  return (
    <ContentPage
      crumbs={info.crumbs}
      title="Complaints procedure"
      lead={
        'If you are unhappy with our service, we want to hear about it. We handle ' +
        "every complaint fairly and promptly, following the FCA's complaint " +
        'handling rules.'
      }
    >
      <div className="prose-copy">
        <h2 className="!mt-0">How to complain</h2>
        <p>
          You can complain in whichever way suits you: online with the form below, by email, by phone or by post. Tell
          us if you need any help or adjustments to do so.
        </p>
      </div>
      <ul className="mt-4 grid gap-4 md:grid-cols-3">
        <li className="rounded-2xl border border-slate-200 p-5">
          <Mail aria-hidden="true" className="size-6 text-brand-700" />
          <h3 className="mt-3 font-semibold text-slate-900">By email</h3>
          <p className="mt-1 break-words text-slate-700 md:text-sm">
            <a className="font-medium text-brand-700 underline" href={`mailto:${company.complaintsEmail}`}>
              {company.complaintsEmail}
            </a>
          </p>
        </li>
        <li className="rounded-2xl border border-slate-200 p-5">
          <Phone aria-hidden="true" className="size-6 text-brand-700" />
          <h3 className="mt-3 font-semibold text-slate-900">By phone</h3>
          <p className="mt-1 text-slate-700">
            <a className="font-medium text-brand-700 underline" href={company.phoneHref}>
              {company.phone}
            </a>
            <span className="block text-sm">{company.complaintsPhoneHours} (free from UK phones)</span>
          </p>
        </li>
        <li className="rounded-2xl border border-slate-200 p-5">
          <MapPin aria-hidden="true" className="size-6 text-brand-700" />
          <h3 className="mt-3 font-semibold text-slate-900">By post</h3>
          {/* One line per part, as a postal address is written: in a third of 1280 px the run-on line
              broke mid-address (issue 42 item 7). */}
          <address className="mt-1 not-italic text-slate-700">
            {['Complaints Team', company.legalEntity, ...company.registeredAddress.split(/,\s*/)].map((line) => (
              <span key={line} className="block">
                {line}
              </span>
            ))}
          </address>
        </li>
      </ul>
      {form ? (
        <section id="complaint-form" aria-label="Complaint form" className="mt-8 scroll-mt-24">
          {form}
        </section>
      ) : null}

      <div className="prose-copy">
        <h2>What to include</h2>
        <p>To help us look into your complaint quickly, please tell us:</p>
        <ul>
          {complaintChecklist.map((item) => (
            <li key={item}>{item}</li>
          ))}
        </ul>
        <p>
          If your complaint is about a loan, the lender's decision or how a lender has treated you, it is best made to
          the lender, which is responsible for your loan. If you send it to us, we will pass it to the lender promptly
          and tell you we have done so.
        </p>
        <h2>What happens next</h2>
      </div>
      <ol className="mt-4 grid gap-4 md:grid-cols-3">
        {complaintStages.map((stage, i) => (
          <li key={stage.title} className="rounded-2xl border border-slate-200 bg-white p-5">
            <p className="text-sm font-semibold text-accent-700">Stage {i + 1}</p>
            <h3 className="mt-1 text-lg font-semibold text-slate-900">{stage.title}</h3>
            <p className="mt-1 font-semibold text-brand-800">{stage.timing}</p>
            <p className="mt-2 text-slate-700">{stage.text}</p>
          </li>
        ))}
      </ol>

      <section aria-labelledby="ombudsman" className="mt-10 rounded-2xl bg-brand-50 p-6">
        <h2 id="ombudsman" className="text-2xl font-bold text-brand-900">
          The Financial Ombudsman Service
        </h2>
        <div className="prose-copy">
          {/* prettier-ignore */}
          <p>
            If you are not happy with our final response, or we have not sent you one within 8 weeks of receiving
            your complaint, you can ask the Financial Ombudsman Service to look into it. It is an independent
            service and <strong>free to use</strong>.
          </p>
          <p>
            <strong>You must refer your complaint within 6 months of the date of our final response.</strong> The
            ombudsman may also be unable to consider a complaint made more than 6 years after the event, or more than 3
            years after you knew (or should have known) you had cause to complain.
          </p>
          <ul>
            <li>
              Website: <ExternalLink href={ombudsman.url}>financial-ombudsman.org.uk</ExternalLink>
            </li>
            <li>
              Phone: <a href={ombudsman.phoneHref}>{ombudsman.phone}</a> (free)
            </li>
            <li>
              Email: <Mailto email={ombudsman.email} />
            </li>
            <li>Post: {ombudsman.address}</li>
          </ul>
          <p className="text-sm text-slate-700">
            {company.companyName} is a trading name of {company.legalEntity} (company number {company.companyNumber}),
            authorised and regulated by the Financial Conduct Authority, FRN {company.fcaFrn}.
          </p>
        </div>
      </section>
    </ContentPage>
  );
}
