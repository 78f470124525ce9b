import { createElement as h } from 'react';
import { COMMISSION_WHEN } from '#shared/commission.ts';
import { company, gbp } from '#shared/company.ts';
import { htmlPage, styleSheet } from '#server/lib/html-page.ts';
import { plainOutcome } from '#shared/lender-outcome.ts';
import type { ApplicationStatus } from '#shared/application/status.ts';
import type { AttemptRow, RecordRow } from './applicant-record.repository.ts';
import { ReviewSection, type RecordReview } from './record-review-section.ts';

export type { RecordReview };
import { DataRightsSection, type DataRightsLinks } from '#server/modules/data-rights/data-rights.section.ts';

const when = (date: Date) =>
  new Intl.DateTimeFormat('en-GB', { dateStyle: 'long', timeStyle: 'short', timeZone: 'Europe/London' }).format(date);

export const STATUS_WORDS: Partial<Record<ApplicationStatus, string>> = {
  processing: 'We have your application and are still searching our lenders.',
  error: 'Our lender search did not finish because of a technical problem. No lender accepted your application.',
  sold: 'A lender accepted your application.',
  pending: 'A lender is reviewing your application.',
  rejected: 'None of the lenders we asked could offer you a loan this time.',
  referred:
    'We did not send your application to any lender: we pointed you to free ' +
    'debt advice instead (MoneyHelper, StepChange, National Debtline).',
};

function LenderItem({ attempt }: { attempt: AttemptRow }) {
  const outcome = plainOutcome(attempt);
  const panel = attempt.panel === 'secondary' ? ' (when you asked us to find more lenders)' : '';
  return h(
    'li',
    { className: 'lender' },
    h('h3', null, attempt.lenderName),
    h('p', { className: 'outcome' }, h('strong', null, outcome.headline)),
    h('p', null, outcome.detail),
    h('p', { className: 'when' }, `${when(attempt.attemptedAt)}${panel}`),
  );
}

const STYLE =
  '.lenders{list-style:none;padding:0;margin:0}' +
  '.lender{border:1px solid #cbd5e1;border-radius:10px;padding:12px 16px;margin:12px 0}\n' +
  '.lender h3{margin:0 0 4px;font-size:18px;color:#0f2354}.lender p{margin:4px 0}' +
  '.when{color:#475569;font-size:14px}\n' +
  '.summary{background:#eef2ff;border-radius:10px;padding:12px 16px}.summary p{margin:4px 0}' +
  '.note{background:#fefce8;border-left:4px solid #ca8a04;padding:8px 12px}';

/** The applicant's record: who their details went to, when, what came of it, what we were paid. */
export function recordPage(
  row: RecordRow,
  attempts: AttemptRow[],
  dataRights: DataRightsLinks,
  review?: RecordReview,
): string {
  const name = row.firstName ? `, ${row.firstName.trim().slice(0, 40)}` : '';
  const loan = row.loanAmount && row.loanTerm ? `${gbp(row.loanAmount, 0)} over ${row.loanTerm} months` : 'your loan';
  const earned = attempts
    .filter((a) => a.decision === 'sold' && a.price !== null)
    .reduce((sum, a) => sum + (a.price ?? 0), 0);
  const sentOn = row.consentedAt ? `, sent on ${when(row.consentedAt)}` : '';
  // Exactly what is paid when (issue 27.11): a lender pays as it accepts the application.
  const paid = earned
    ? `A lender pays us ${COMMISSION_WHEN}. For this application that is ${gbp(earned)} in total.`
    : `A lender pays us ${COMMISSION_WHEN}. No lender has accepted this application, so we have not been paid for it.`;
  return htmlPage(
    'Your application record',
    styleSheet(STYLE),
    h('h1', null, `Your application record${name}`),
    h(
      'div',
      { className: 'summary' },
      h('p', null, `Application for ${loan}${sentOn}.`),
      h('p', null, STATUS_WORDS[row.status] ?? ''),
    ),
    h(ReviewSection, { review }),
    h('h2', null, 'Lenders we asked'),
    h(
      'p',
      null,
      'Every lender your application was offered to, in the order we asked them. ' +
        'We first ask with an anonymous summary; ' +
        'only a lender that can offer you a loan receives your full application.',
    ),
    attempts.length
      ? h(
          'ol',
          { className: 'lenders' },
          attempts.map((attempt, i) => h(LenderItem, { key: i, attempt })),
        )
      : h('p', null, 'We have not asked any lender yet. This page fills in as soon as we do.'),
    h('h2', null, 'How we are paid'),
    h('p', null, `${company.brokerDisclosure} ${paid} The commission never changes the price a lender charges you.`),
    h('h2', null, 'Your details'),
    h(DataRightsSection, { row, links: dataRights }),
    h(
      'p',
      null,
      'Questions? Email ',
      h('a', { href: `mailto:${company.email}` }, company.email),
      ' or call ',
      h('a', { href: company.phoneHref }, company.phone),
      '.',
    ),
  );
}
