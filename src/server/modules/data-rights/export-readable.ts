import { answerSections } from '#shared/application/answer-rows.ts';
import { OPTIONAL_EXPENSES } from '#shared/application/codes.ts';
import { company, gbp } from '#shared/company.ts';
import { londonDayText, londonTime } from '#shared/london-time.ts';
import { STATUS_WORDS } from '#shared/application/record-words.ts';
import type { DataExport } from './export-data.ts';

// The readable copy of an applicant's data (issue 42 item 4): the labels and values the screens
// show ("Mr", "Full-time", "M1 1AE", "£1,200"), not the stored codes and keys; times in London time
// with the zone named; each consent named by what the applicant ticked. The JSON download keeps
// the stored values for machines; this is what the PDF prints.

export type ReadableRow = [label: string, value: string];
export type ReadableSection = { title: string; rows: ReadableRow[]; empty?: string };

type Data = NonNullable<DataExport>;

const yesNo = (value: boolean | null | undefined) => (value === true ? 'Yes' : value === false ? 'No' : 'Not answered');

const STATUS: Record<string, string> = { draft: 'Not sent: the application was not finished.', ...STATUS_WORDS };

const KIND: Record<string, string> = { access: 'A copy of your data', erasure: 'Erase your data' };

function applicationRows(a: Data['application']): ReadableRow[] {
  return [
    ['Reference', a.reference],
    ['Where it stands', STATUS[a.status] ?? a.status],
    ['Started', londonTime(a.startedAt)],
    ['Sent to us', londonTime(a.submittedAt) || 'Not sent'],
    ...(a.erasedAt ? [['Erased', londonTime(a.erasedAt)] as ReadableRow] : []),
    ['Internet address (IP) you applied from', a.ipAddress ?? 'Not held'],
    ['Browser', a.browser ?? 'Not held'],
    ['Page you came from', a.cameFrom ?? 'Not held'],
  ];
}

function answerRows(data: Data): ReadableSection[] {
  const values = Object.assign({}, ...data.steps.map((s) => s.answers)) as Record<string, unknown>;
  const sections = answerSections(values).map((section) => ({
    title: `Step ${section.step}: ${section.title}`,
    rows: section.rows.filter((row) => row.value !== '').map((row): ReadableRow => [row.label, row.value]),
    empty: 'No answers held.',
  }));
  // The screens list only the required expenses; the optional ones held are data too.
  const optional = OPTIONAL_EXPENSES.filter((e) => typeof values[e.field] === 'number').map((e): ReadableRow => [
    e.label,
    gbp(values[e.field] as number, 0),
  ]);
  sections.find((s) => s.title.startsWith('Step 6'))?.rows.push(...optional);
  // Answers the API accepts but no screen asks (the lead protocol's optional fields), when held.
  const other = Object.entries(OTHER_FIELDS)
    .filter(([field]) => values[field] !== undefined && values[field] !== null)
    .map(([field, [label, kind]]): ReadableRow => [label, otherValue(values[field], kind)]);
  if (other.length) sections.push({ title: 'Other details you gave us', rows: other, empty: '' });
  return sections;
}

type OtherKind = 'text' | 'money' | 'code' | 'yes/no';
const OTHER_FIELDS: Record<string, [label: string, kind: OtherKind]> = {
  cellPhonePlanType: ['Mobile phone plan type', 'code'],
  currentCounty: ['County', 'text'],
  industry: ['Industry', 'code'],
  paymentMethod: ['How your pay is paid', 'code'],
  totalIncome: ['Total income', 'money'],
  benefitsAmount: ['Benefits', 'money'],
  pensionAmount: ['Pension', 'money'],
  otherIncome: ['Other income', 'money'],
  accountType: ['Bank account type', 'code'],
  accountOwnership: ['Bank account ownership', 'code'],
  confirmNoHousing: ['You confirmed you pay nothing for housing', 'yes/no'],
  confirmNoFood: ['You confirmed you pay nothing for food', 'yes/no'],
};

function otherValue(value: unknown, kind: OtherKind): string {
  if (kind === 'money' && typeof value === 'number') return gbp(value, 0);
  if (kind === 'yes/no') return yesNo(value === true ? true : value === false ? false : null);
  // No screen offers these choices, so there is no label to show: the number as received.
  if (kind === 'code') return `option ${String(value)} of the lender form`;
  return String(value);
}

function consentRows(c: Data['consents']): ReadableRow[] {
  return [
    ['Given', londonTime(c.givenAt) || 'Not given'],
    ['Wording version', c.wordingVersion ?? 'Not held'],
    [
      `${company.companyName} and its lenders checking your details with credit reference agencies`,
      yesNo(c.creditCheck),
    ],
    [`Information about other loan products offered through ${company.companyName}`, yesNo(c.otherLoanProducts)],
    ['Email reminders and offers about your application', yesNo(c.marketingEmail)],
    ['Phone calls about your application and offers', yesNo(c.marketingPhone)],
    ['Text message (SMS) reminders and offers about your application', yesNo(c.marketingSms)],
    ['Struggling to keep up with bills or credit payments', yesNo(c.inFinancialDifficulty)],
    ['Missed a payment on a priority bill', yesNo(c.missedPriorityBills)],
    ['Want help with debt', yesNo(c.wantsDebtHelp)],
    [
      'Loans taken out recently, as you told us',
      c.recentLoansCount === null ? 'Not answered' : String(c.recentLoansCount),
    ],
  ];
}

export function readableExport(data: Data): { preparedAt: string; sections: ReadableSection[] } {
  return {
    preparedAt: londonTime(data.preparedAt),
    sections: [
      { title: 'Your application', rows: applicationRows(data.application) },
      ...answerRows(data),
      { title: 'Your consents and answers at the last step', rows: consentRows(data.consents) },
      {
        title: 'Messages we sent you about this application',
        rows: data.messages.map((m): ReadableRow => [
          londonTime(m.sentAt),
          m.channel === 'sms' ? 'Text message' : `Email: ${m.subject ?? ''}`,
        ]),
        empty: 'None held.',
      },
      {
        title: 'Lenders: what each received and when',
        rows: data.lenders.map((l): ReadableRow => [
          `${l.lender}, ${londonTime(l.askedAt)}`,
          `Received: ${l.received}. ${l.outcome}: ${l.detail}`,
        ]),
        empty: 'No lender was asked.',
      },
      {
        title: 'Your requests about your data',
        rows: data.dataRequests.map((r): ReadableRow => [
          `${r.reference}: ${KIND[r.kind] ?? r.kind}`,
          `Asked ${londonTime(r.requestedAt)}; due by ${londonDayText(r.dueOn)}`,
        ]),
        empty: 'None.',
      },
    ],
  };
}
