import { useSearchParams } from 'react-router';
import { ExternalLink, HeartHandshake } from 'lucide-react';
import { isGateReason, type GateReason } from '#shared/application/gate.ts';
import { DEBT_ADVICE_SERVICES } from '../advice/debt-advice.ts';
import { useDraft } from '../draft/fetch.ts';
import { Heading } from './result-parts.tsx';

// The gate's result page (ADR 021): plain words, no blame, and where to get free help.
const SERVICES = DEBT_ADVICE_SERVICES;

const WHY: Record<GateReason, string> = {
  'wants-debt-help': 'You told us you would like help with debt.',
  'missed-priority-bills':
    'You told us you have missed a payment on a priority bill, such as rent, council tax or energy.',
  'financial-difficulty': 'You told us you are finding it hard to keep up with your bills or credit payments.',
  'expenses-exceed-income': 'The monthly outgoings you gave us are more than your monthly income.',
  unaffordable:
    'After your monthly outgoings, the repayments on this loan would leave you with less than £100 a month to spare.',
};

export function Referred() {
  const draft = useDraft();
  const [params] = useSearchParams();
  // The server's recorded reason wins; the one the processing screen passed stands in meanwhile.
  const fromUrl = params.get('reason');
  const reason = draft.data?.gateReason ?? (isGateReason(fromUrl) ? fromUrl : undefined);
  return (
    <>
      <Heading icon={<HeartHandshake aria-hidden="true" className="mx-auto size-14 text-brand-700" />}>
        We have not sent your application to lenders
      </Heading>
      <div className="mt-4 space-y-3 text-left text-slate-700">
        {isGateReason(reason) ? <p className="font-medium text-slate-900">{WHY[reason]}</p> : null}
        <p>
          A new loan could make things harder, so we have stopped here: no lender has seen your details, no credit
          search has been made, and we will not send you reminders or offers about this application.
        </p>
        <p>
          Free, confidential debt advice can help you look at your options. These services do not charge and will not
          judge:
        </p>
      </div>
      <ul aria-label="Free debt advice" className="mt-4 space-y-3 text-left">
        {SERVICES.map((service) => (
          <li key={service.name} className="rounded-xl border border-slate-200 p-4">
            <a
              href={service.url}
              target="_blank"
              rel="noopener"
              className="inline-flex items-center gap-1 font-semibold text-brand-700 underline"
            >
              {service.name} ({service.site}) <ExternalLink aria-hidden="true" className="size-4" />
            </a>
            <p className="mt-1 text-sm text-slate-700">
              {service.about}. Call free on{' '}
              <a href={`tel:${service.phone.replace(/\s+/g, '')}`} className="font-semibold text-slate-900 underline">
                {service.phone}
              </a>
              .
            </p>
          </li>
        ))}
      </ul>
    </>
  );
}
