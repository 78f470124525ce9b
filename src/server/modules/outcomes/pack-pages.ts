import {
  DIMENSION_LABELS,
  MIN_COHORT,
  OUTCOME_DIMENSIONS,
  TOO_FEW_TEXT,
  type OutcomeCohort,
  type OutcomesResponse,
} from '#shared/admin/outcomes-schemas.ts';
import { londonDayText } from '#shared/london-time.ts';
import { poundsOf } from '#server/modules/lenders/ledger/index.ts';
import type { support, understanding } from './pack.repository.ts';

/** Everything a month's board pack prints, kept beside its PDF (duty_packs.figures). */
export type PackFigures = {
  month: string;
  generatedAt: string;
  outcomes: OutcomesResponse;
  understanding: Awaited<ReturnType<typeof understanding>>;
  support: Awaited<ReturnType<typeof support>>;
};

export type PackPage = { title: string; intro: string; lines: string[] };

const pct = (share: number) => `${(share * 100).toFixed(1)}%`;
const shareOf = (n: number, share: number | undefined) => `${n} (${share === undefined ? TOO_FEW_TEXT : pct(share)})`;
const perThousand = (value: number) => value.toLocaleString('en-GB', { maximumFractionDigits: 1 });
const byDimension = (outcomes: OutcomesResponse) =>
  OUTCOME_DIMENSIONS.map((d) => ({
    title: DIMENSION_LABELS[d],
    cohorts: outcomes.cohorts.filter((c) => c.dimension === d),
  }));

function groups(outcomes: OutcomesResponse, line: (c: OutcomeCohort) => string): string[] {
  return byDimension(outcomes).flatMap(({ title, cohorts }) => [
    `# ${title}`,
    ...(cohorts.length === 0 ? ['No application in this period.'] : cohorts.map((c) => `${c.label}: ${line(c)}`)),
  ]);
}

const monthName = (month: string) =>
  new Date(`${month}-01T12:00:00Z`).toLocaleDateString('en-GB', { month: 'long', year: 'numeric', timeZone: 'UTC' });

/**
 * The pack's pages as text, a page per Consumer Duty outcome after the summary: the PDF prints
 * exactly these lines, and tests read them back from the PDF.
 */
export function packPages(f: PackFigures): PackPage[] {
  const { outcomes, understanding: u, support: s } = f;
  const all = outcomes.cohorts.find((c) => c.dimension === 'all');
  const dropOff = u.reachedConsent > 0 ? pct(1 - u.consented / u.reachedConsent) : 'none reached it';
  const warnings = outcomes.cohorts.filter((c) => c.fairValueWarning);
  return [
    {
      title: `Consumer Duty board pack: ${monthName(f.month)}`,
      intro:
        `Applications submitted from ${londonDayText(outcomes.from)} to ${londonDayText(outcomes.to)} (UK days), ` +
        `counted from what the product recorded. A cohort of fewer than ${MIN_COHORT} applications shows its ` +
        `counts and "${TOO_FEW_TEXT}" instead of a percentage.`,
      lines: all
        ? [
            `Applications: ${all.applications}`,
            `Referred by the gate: ${shareOf(all.referred, all.shares?.referred)}`,
            `Sold to a lender: ${shareOf(all.sold, all.shares?.sold)}`,
            `Funded: ${shareOf(all.funded, all.shares?.funded)}`,
            `Complaints: ${all.complaints}, upheld ${all.complaintsUpheld}`,
            `Commission net of returns: ${poundsOf(all.commissionPence)}`,
          ]
        : [],
    },
    {
      title: 'Products and services',
      intro: 'Who applied, who the gate referred to free debt advice, who was sold to a lender and who was funded.',
      lines: groups(
        outcomes,
        (c) =>
          `${c.applications} applications; referred ${shareOf(c.referred, c.shares?.referred)}; ` +
          `sold ${shareOf(c.sold, c.shares?.sold)}; funded ${shareOf(c.funded, c.shares?.funded)}; ` +
          `returns ${c.returns}; opt-outs ${c.optOuts}`,
      ),
    },
    {
      title: 'Price and value',
      intro:
        `What lenders paid us (commission net of returns) beside what applicants were charged (funded APR; the ` +
        `representative APR is ${outcomes.representativeApr}%). Lenders report amount, APR and term: total payable ` +
        `is not reported. Referred applicants were sent to free debt advice, not to a lender.`,
      lines: [
        ...groups(outcomes, (c) => {
          const s = c.shares;
          const value = !s
            ? TOO_FEW_TEXT
            : `median funded APR ${s.medianFundedApr === null ? 'none funded' : `${s.medianFundedApr}%`}; ` +
              `at or below the representative APR ${
                s.atOrBelowRepresentative === null ? 'none funded' : pct(s.atOrBelowRepresentative)
              }`;
          return `commission ${poundsOf(c.commissionPence)}; ${value}; referred away ${c.referred}`;
        }),
        '# Warnings',
        ...(warnings.length === 0
          ? ['No cohort pays markedly more than the whole.']
          : warnings.map((c) => `${DIMENSION_LABELS[c.dimension]}, ${c.label}: ${c.fairValueWarning}`)),
      ],
    },
    {
      title: 'Consumer understanding',
      intro: 'What the product sees of whether applicants understood: applications started in the month.',
      lines: [
        `Reached the consent step: ${u.reachedConsent}; consented: ${u.consented}; drop-off at consent: ${dropOff}`,
        'SECCI opened before consent: not recorded (the product does not log SECCI downloads per application)',
        `Review requests: ${u.reviewRequests}; decision upheld on review: ${u.reviewsUpheld}`,
      ],
    },
    {
      title: 'Consumer support',
      intro: 'Complaints received and reviews asked for in the month, with the time they took.',
      lines: [
        `Complaints received: ${s.complaintsReceived}; closed: ${s.complaintsClosed}; upheld: ${s.complaintsUpheld}; ` +
          `closed by the final response date: ${s.complaintsClosedInTime}`,
        `Median days to close a complaint: ${s.medianDaysToClose ?? 'none closed'}`,
        `Review requests: ${s.reviewsMade}; decided: ${s.reviewsDecided}; median days to decide: ${
          s.medianDaysToDecide ?? 'none decided'
        }`,
        ...groups(outcomes, (c) =>
          c.shares
            ? `${perThousand(c.shares.complaintsPerThousand)} complaints per 1,000 applications ` +
              `(${perThousand(c.shares.upheldPerThousand)} upheld)`
            : `${c.complaints} complaints (${TOO_FEW_TEXT} per 1,000)`,
        ),
      ],
    },
  ];
}
