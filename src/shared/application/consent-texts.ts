import { company } from '../company.ts';
import { COMMISSION_WHEN, commissionRangeText, type CommissionRange } from '../commission.ts';
import { CONSENT_WORDING_VERSION } from './steps-bank-consent.ts';

// The texts the consent step (step 7) shows, in one place: the screen renders them and the server
// records exactly these words, with their versions, for the consent certificate (issue 43 item 2,
// decision 138). Bump a version whenever its words change. Markup is kept to two marks the screen
// renders and the recorded text drops: [label](href) for a link and **words** for emphasis.

export const CONSENT_TEXT_KINDS = ['credit-search', 'commission-notice', 'privacy-notice'] as const;
export type ConsentTextKind = (typeof CONSENT_TEXT_KINDS)[number];

export type ConsentText = { kind: ConsentTextKind; version: string; paragraphs: string[] };

export const COMMISSION_NOTICE_VERSION = '2026-12-v1';
export const PRIVACY_NOTICE_VERSION = '2026-12-v1';

/** The box the applicant must tick (CONSENT_WORDING_VERSION). */
export const creditSearchConsent = (): ConsentText => ({
  kind: 'credit-search',
  version: CONSENT_WORDING_VERSION,
  paragraphs: [
    `I agree to ${company.companyName} and the lenders on its panel checking my details with credit reference ` +
      'agencies to assess this application. The eligibility check is a soft search that does not affect my credit ' +
      'score; a lender may carry out a full credit check only if I choose to go ahead with its offer. I have read ' +
      'the [Terms and Conditions](/legal/terms) and the [Privacy Policy](/legal/privacy).',
  ],
});

/**
 * How we are paid, said before the applicant submits (CONC 4.5.3R): that lenders pay us commission,
 * how the order of lenders is decided, and the range from the panel's configuration when known.
 */
export const commissionNotice = (range: CommissionRange | null): ConsentText => ({
  kind: 'commission-notice',
  version: COMMISSION_NOTICE_VERSION,
  paragraphs: [
    'We are a credit broker, not a lender, and we never charge you a fee. ' +
      `A lender pays us a commission ${COMMISSION_WHEN}` +
      (range ? `: on our panel today it is **${commissionRangeText(range)}** per application` : '') +
      '.',
    'Lenders bid for applications. The order in which we ask them depends on their bid and on how they have treated ' +
      'past applicants we introduced to them, so the first lender asked is not always the cheapest for you.',
    'If a lender accepts, we show you its name and the commission it pays us before you go to its site, and both ' +
      'stay on your application record.',
  ],
});

/** The short privacy notice shown where the data is collected; the full policy is linked. */
export const privacyNotice = (): ConsentText => ({
  kind: 'privacy-notice',
  version: PRIVACY_NOTICE_VERSION,
  paragraphs: [
    'We use the details you give us to find a lender for you. We send your application to lenders on our panel ' +
      'whose criteria you may meet, one at a time, until one accepts it, and we and they check your details with ' +
      'credit reference and fraud prevention agencies. We do not sell your data to anyone else.',
    'Our [Privacy Policy](/legal/privacy) explains what we collect, how long we keep it and your rights, including ' +
      'how to withdraw consent or ask us to erase your data.',
  ],
});

/** One piece of a paragraph: plain words, a link, or emphasised words. */
export type TextPiece = { text: string; href?: string; strong?: boolean };

/** A paragraph's pieces, in order, for the screen to render. */
export function piecesOf(paragraph: string): TextPiece[] {
  const pieces: TextPiece[] = [];
  const mark = /\[([^\]]+)\]\(([^)]+)\)|\*\*([^*]+)\*\*/g;
  let at = 0;
  for (const match of paragraph.matchAll(mark)) {
    if (match.index > at) pieces.push({ text: paragraph.slice(at, match.index) });
    pieces.push(match[1] !== undefined ? { text: match[1], href: match[2]! } : { text: match[3]!, strong: true });
    at = match.index + match[0].length;
  }
  if (at < paragraph.length) pieces.push({ text: paragraph.slice(at) });
  return pieces;
}

/** The words as the applicant read them: paragraphs apart by a blank line, marks dropped. */
export const plainTextOf = (text: ConsentText): string =>
  text.paragraphs
    .map((p) =>
      piecesOf(p)
        .map((piece) => piece.text)
        .join(''),
    )
    .join('\n\n');

/** The three texts of the consent step, as shown with this commission range. */
export const consentScreenTexts = (range: CommissionRange | null) => ({
  creditSearch: creditSearchConsent(),
  commissionNotice: commissionNotice(range),
  privacyNotice: privacyNotice(),
});
