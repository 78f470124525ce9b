import { when } from './format.ts';

// What the lender was sent for a lead (issue 43.1), as sent: the ping's anonymous lead, and the
// person, address, employment and consent when it was posted the full lead. Codes stay the codes the
// protocol uses (docs/lender-protocol.md); amounts are written with their unit.

const SECTIONS: Record<string, string> = {
  loan: 'Loan',
  applicant: 'Applicant (sent with the ping)',
  person: 'Person',
  address: 'Address',
  employment: 'Employment',
  consent: 'Consent',
  quality: 'Quality',
};
const POUNDS = new Set(['amount', 'monthlyIncome', 'monthlyExpenses', 'estimatedMonthlyPayment']);
const MONTHS = new Set(['term', 'monthsAtAddress', 'monthsAtEmployer']);
const TIMES = new Set(['consentedAt']);

/** `monthlyIncome` → "Monthly income". */
const label = (key: string): string => {
  const spaced = key.replace(/([a-z])([A-Z])/g, '$1 $2').toLowerCase();
  return spaced.charAt(0).toUpperCase() + spaced.slice(1);
};

function valueOf(key: string, value: unknown): string {
  if (value === null || value === undefined || value === '') return '—';
  if (typeof value === 'number' && POUNDS.has(key)) return `£${value.toLocaleString('en-GB')}`;
  if (typeof value === 'number' && MONTHS.has(key)) return `${value} month${value === 1 ? '' : 's'}`;
  if (typeof value === 'string' && TIMES.has(key)) return when(value, true);
  if (typeof value === 'boolean') return value ? 'yes' : 'no';
  if (typeof value === 'object') return JSON.stringify(value);
  return String(value);
}

const LIST = 'mt-2 grid gap-x-4 gap-y-1 rounded-2xl border border-slate-200 bg-white p-4 sm:grid-cols-[14rem_1fr]';

export function SentLead({ sent }: { sent: Record<string, unknown> | null }) {
  if (!sent)
    return <p className="mt-2 text-slate-700">The application has been erased: nothing of it is kept to show.</p>;
  return (
    <>
      {Object.entries(sent).map(([section, fields]) =>
        fields && typeof fields === 'object' ? (
          <section key={section} aria-labelledby={`sent-${section}`} className="mt-4 max-w-3xl">
            <h3 id={`sent-${section}`} className="font-semibold text-slate-800">
              {SECTIONS[section] ?? label(section)}
            </h3>
            <dl className={LIST}>
              {Object.entries(fields as Record<string, unknown>).map(([key, value]) => (
                <div key={key} className="contents">
                  <dt className="text-slate-600">{label(key)}</dt>
                  <dd className="break-words">{valueOf(key, value)}</dd>
                </div>
              ))}
            </dl>
          </section>
        ) : null,
      )}
    </>
  );
}
