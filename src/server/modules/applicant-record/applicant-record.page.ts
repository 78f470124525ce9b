import { company, gbp } from '#shared/company.ts';
import { escapeHtml as e, htmlPage } from '#server/lib/html-page.ts';
import { plainOutcome } from '#shared/lender-outcome.ts';
import type { ApplicationStatus } from '#shared/application/status.ts';
import type { AttemptRow, RecordRow } from './applicant-record.repository.ts';

const when = (date: Date) =>
  new Intl.DateTimeFormat('en-GB', { dateStyle: 'long', timeStyle: 'short', timeZone: 'Europe/London' }).format(date);

const STATUS_WORDS: Partial<Record<ApplicationStatus, string>> = {
  processing: 'We have your application and are still searching our lenders.',
  error: 'Our lender search did not finish because of a technical problem. No lender accepted your application.',
  sold: 'A lender accepted your application.',
  pending: 'A lender is reviewing your application.',
  rejected: 'None of the lenders we asked could offer you a loan this time.',
  referred:
    'We did not send your application to any lender: we pointed you to free ' +
    'debt advice instead (MoneyHelper, StepChange, National Debtline).',
};

function lenderItem(attempt: AttemptRow): string {
  const outcome = plainOutcome(attempt);
  const panel = attempt.panel === 'secondary' ? ' (when you asked us to find more lenders)' : '';
  return `<li class="lender"><h3>${e(attempt.lenderName)}</h3>
<p class="outcome"><strong>${e(outcome.headline)}</strong></p><p>${e(outcome.detail)}</p>
<p class="when">${e(when(attempt.attemptedAt))}${e(panel)}</p></li>`;
}

const STYLE =
  '<style>.lenders{list-style:none;padding:0;margin:0}' +
  '.lender{border:1px solid #cbd5e1;border-radius:10px;padding:12px 16px;margin:12px 0}\n' +
  '.lender h3{margin:0 0 4px;font-size:18px;color:#0f2354}.lender p{margin:4px 0}' +
  '.when{color:#475569;font-size:14px}\n' +
  '.summary{background:#eef2ff;border-radius:10px;padding:12px 16px}.summary p{margin:4px 0}' +
  '.note{background:#fefce8;border-left:4px solid #ca8a04;padding:8px 12px}</style>';

/** Whether our own rules decided (UK GDPR Art. 22), where to ask for a person's review, and its reference. */
export type RecordReview = { eligible: boolean; reference: string | null; decided: boolean; action: string };

function reviewSection(review: RecordReview | undefined): string {
  if (!review?.eligible) return '';
  const outcome = review.decided ? 'We have emailed you their decision.' : 'We will email you their decision.';
  const body = review.reference
    ? `<p class="note" role="status">You asked for a person to review this decision (reference ` +
      `${e(review.reference)}). ${outcome}</p>`
    : `<form method="post" action="${e(review.action)}"><p><label for="review-message">` +
      'Anything you want the reviewer to know (optional)</label><br>' +
      '<textarea id="review-message" name="message" rows="3" cols="40" maxlength="5000"></textarea></p>' +
      '<button type="submit" class="secondary">Ask a person to review this</button></form>';
  return (
    '<h2 id="review">A decision made by our rules</h2>' +
    '<p>This decision was made by our automated rules, not by a person. You can ask a member of our team ' +
    'to look at it again; they will tell you their decision and the reason by email.</p>' +
    body
  );
}

/** The applicant's record: who their details went to, when, what came of it, what we were paid. */
export function recordPage(
  row: RecordRow,
  attempts: AttemptRow[],
  erasureAction: string,
  review?: RecordReview,
): string {
  const name = row.firstName ? `, ${row.firstName.trim().slice(0, 40)}` : '';
  const loan = row.loanAmount && row.loanTerm ? `${gbp(row.loanAmount, 0)} over ${row.loanTerm} months` : 'your loan';
  const earned = attempts
    .filter((a) => a.decision === 'sold' && a.price !== null)
    .reduce((sum, a) => sum + (a.price ?? 0), 0);
  const list = attempts.length
    ? `<ol class="lenders">${attempts.map(lenderItem).join('')}</ol>`
    : '<p>We have not asked any lender yet. This page fills in as soon as we do.</p>';
  const erasure = row.erasedAt
    ? `<p class="note">We erased your personal details on ${e(when(row.erasedAt))}. ` +
      'What is left on this page holds nothing that identifies you.</p>'
    : row.erasureRequestedAt
      ? `<p class="note" role="status">You asked us to erase your details on ${e(when(row.erasureRequestedAt))}. ` +
        'We will do it within one month and tell you when it is done.</p>'
      : '<p>You can ask us to erase the personal details we hold about this application. ' +
        'We keep a note that you asked, without your details. ' +
        'Lenders that received your application hold their own copy: ask them directly.</p>\n' +
        `<form method="post" action="${e(erasureAction)}">` +
        '<button type="submit" class="secondary">Ask us to erase my details</button></form>';
  const sentOn = row.consentedAt ? `, sent on ${e(when(row.consentedAt))}` : '';
  const paid = earned
    ? `For this application we were paid ${e(gbp(earned))} in total.`
    : 'We have not been paid anything for this application.';
  return htmlPage(
    'Your application record',
    `${STYLE}<h1>Your application record${e(name)}</h1>
<div class="summary"><p>Application for ${e(loan)}${sentOn}.</p><p>${e(STATUS_WORDS[row.status] ?? '')}</p></div>
${reviewSection(review)}
<h2>Lenders we asked</h2>
<p>Every lender your application was offered to, in the order we asked them. ` +
      `We first ask with an anonymous summary; ` +
      `only a lender that can offer you a loan receives your full application.</p>
${list}
<h2>How we are paid</h2>
<p>${e(company.brokerDisclosure)} ${paid} The commission never changes the price a lender charges you.</p>
<h2>Your details</h2>
${erasure}
<p>Questions? Email <a href="mailto:${e(company.email)}">${e(company.email)}</a> ` +
      `or call <a href="${e(company.phoneHref)}">${e(company.phone)}</a>.</p>`,
  );
}
