import { COMMISSION_WHEN } from '#shared/commission.ts';
import { company, gbp } from '#shared/company.ts';
import { DECLINED_WORDS, DUPLICATE_WORDS, HELD_WORDS, STATUS_WORDS } from '#shared/application/record-words.ts';
import { plainOutcome } from '#shared/lender-outcome.ts';
import type { RecordView } from '#server/services.ts';
import { DataRightsSection } from './data-rights-section.tsx';
import { Para, PageTitle, PlainPage, SectionTitle, TextLink } from '#web/components/ui/plain-page.tsx';
import { longDate } from './record-words.ts';
import { ReviewSection } from './review-section.tsx';

function LenderItem({ attempt }: { attempt: RecordView['attempts'][number] }) {
  const outcome = plainOutcome(attempt);
  const panel = attempt.panel === 'secondary' ? ' (when you asked us to find more lenders)' : '';
  return (
    <li className="lender my-3 rounded-xl border border-slate-300 px-4 py-3">
      <h3 className="mb-1 text-lg font-semibold text-brand-900">{attempt.lenderName}</h3>
      <p className="outcome my-1">
        <strong>{outcome.headline}</strong>
      </p>
      <p className="my-1">{outcome.detail}</p>
      <p className="when my-1 text-sm text-slate-600">{`${longDate(attempt.attemptedAt)}${panel}`}</p>
    </li>
  );
}

/** The applicant's record: who their details went to, when, what came of it, what we were paid. */
export function RecordPage({ view, reviewRefused }: { view: RecordView; reviewRefused: boolean }) {
  const name = view.firstName ? `, ${view.firstName.trim().slice(0, 40)}` : '';
  const loan =
    view.loanAmount && view.loanTerm ? `${gbp(view.loanAmount, 0)} over ${view.loanTerm} months` : 'your loan';
  const earned = view.attempts
    .filter((a) => a.decision === 'sold' && a.price !== null)
    .reduce((sum, a) => sum + (a.price ?? 0), 0);
  const sentOn = view.consentedAt ? `, sent on ${longDate(view.consentedAt)}` : '';
  // Exactly what is paid when (issue 27.11): a lender pays as it accepts the application.
  const paid = earned
    ? `A lender pays us ${COMMISSION_WHEN}. For this application that is ${gbp(earned)} in total.`
    : `A lender pays us ${COMMISSION_WHEN}. No lender has accepted this application, so we have not been paid for it.`;
  // Refused by the duplicate rule, no lender asked (decision 121): never "none of the lenders we asked".
  // Held by the quality check (decision 140): no lender has seen it, and it is not the gate's debt advice.
  const where = view.duplicate
    ? DUPLICATE_WORDS
    : view.qualityCheck === 'held'
      ? HELD_WORDS
      : view.qualityCheck === 'declined'
        ? DECLINED_WORDS
        : (STATUS_WORDS[view.status] ?? '');
  const noAttempts =
    view.duplicate || view.qualityCheck
      ? 'We did not send your application to any lender.'
      : 'We have not asked any lender yet. This page fills in as soon as we do.';
  return (
    <PlainPage title="Your application record">
      <PageTitle>{`Your application record${name}`}</PageTitle>
      <div className="summary space-y-1 rounded-xl bg-indigo-50 px-4 py-3">
        <p>{`Application for ${loan}${sentOn}.`}</p>
        <p>{where}</p>
      </div>
      <ReviewSection review={view.review} action={view.links.review} refused={reviewRefused} />
      <SectionTitle>Lenders we asked</SectionTitle>
      <Para>
        Every lender your application was offered to, in the order we asked them. We first ask with an anonymous
        summary; only a lender that can offer you a loan receives your full application.
      </Para>
      {view.attempts.length ? (
        <ol className="lenders m-0 list-none p-0">
          {view.attempts.map((attempt, i) => (
            <LenderItem key={i} attempt={attempt} />
          ))}
        </ol>
      ) : (
        <Para>{noAttempts}</Para>
      )}
      <SectionTitle>How we are paid</SectionTitle>
      <Para>{`${company.brokerDisclosure} ${paid} The commission never changes the price a lender charges you.`}</Para>
      <SectionTitle>Your details</SectionTitle>
      <DataRightsSection view={view} />
      <Para>
        Questions? Email <TextLink href={`mailto:${company.email}`}>{company.email}</TextLink> or call{' '}
        <TextLink href={company.phoneHref}>{company.phone}</TextLink>.
      </Para>
    </PlainPage>
  );
}

/** The record link is not valid (403). */
export function RecordLinkRefused() {
  return (
    <PlainPage title="Link not valid">
      <PageTitle>Link not valid</PageTitle>
      <Para>
        This record link is not valid. Please use the link exactly as it appears in your confirmation email, or contact
        us and we will help.
      </Para>
      <Para>
        <TextLink href="/">Go to the home page</TextLink>
      </Para>
    </PlainPage>
  );
}
