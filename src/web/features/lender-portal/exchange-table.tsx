import type { PortalExchange } from '#shared/lender-portal/portal-schemas.ts';
import { pounds, when, words } from './format.ts';
import { DataTable } from './portal-ui.tsx';

const CELL = 'px-3 py-2';

/**
 * A value of a call, or what stands for its absence: "not recorded" for a lead posted before each
 * call's own timing was kept (issue 28), a dash otherwise (e.g. no HTTP status for a timeout).
 */
function Shown({ value, recorded }: { value: string | null; recorded: boolean }) {
  if (value !== null) return <>{value}</>;
  return recorded ? <>—</> : <span className="text-slate-600">not recorded</span>;
}

function ExchangeRow({ e }: { e: PortalExchange }) {
  return (
    <tr>
      <td className={CELL}>
        <Shown value={e.at && when(e.at, true)} recorded={e.recorded} />
      </td>
      <td className={`${CELL} font-mono text-xs`}>
        {e.reference}
        {e.test ? <span className="ml-2 rounded bg-amber-100 px-1 font-sans text-amber-900">test</span> : null}
      </td>
      <td className={CELL}>{e.stage}</td>
      <td className={CELL}>
        <Shown value={e.latencyMs === null ? null : `${e.latencyMs} ms`} recorded={e.recorded} />
      </td>
      <td className={CELL}>
        <Shown value={e.httpStatus === null ? null : String(e.httpStatus)} recorded={e.recorded} />
      </td>
      <td className={CELL}>
        <Shown value={e.answer && words(e.answer)} recorded={e.recorded} />
        {e.reason ? <span className="block text-xs text-slate-600">{e.reason}</span> : null}
      </td>
      <td className={CELL}>{e.price === null ? '—' : pounds(e.price)}</td>
      <td className={CELL}>
        <Bodies e={e} />
      </td>
    </tr>
  );
}

/** A body as it went: JSON laid out to read, anything else as it is. */
function laidOut(body: string): string {
  try {
    return JSON.stringify(JSON.parse(body), null, 2);
  } catch {
    return body;
  }
}

const PRE = 'mt-1 max-h-96 overflow-auto whitespace-pre-wrap break-all rounded bg-slate-50 p-2 font-mono text-xs';

/**
 * The call's request and answer as they went (decision 149), behind a disclosure per row: a native
 * <details>, so it opens with the keyboard and says whether it is open without script. Its name
 * says which call it is, for a screen reader moving from one to the next (that text is positioned
 * within the summary, so the table's scrolling box holds it and the page never widens on a phone).
 */
function Bodies({ e }: { e: PortalExchange }) {
  if (e.requestBody === null && e.answerBody === null) return <span className="text-slate-600">not kept</span>;
  const parts: [string, string | null][] = [
    ['What we sent', e.requestBody],
    [e.test ? 'What your endpoint answered' : 'What you answered', e.answerBody],
  ];
  return (
    <details className="open:w-[min(32rem,75vw)]">
      <summary className="relative cursor-pointer font-semibold text-brand-700 underline">
        Request and answer<span className="sr-only">{` of the ${e.stage} of ${e.reference}`}</span>
      </summary>
      {parts.map(([title, body]) => (
        <div key={title} className="mt-2">
          <p className="font-semibold text-slate-800">{title}</p>
          {body === null ? (
            <p className="text-slate-600">Nothing.</p>
          ) : (
            <pre className={PRE} tabIndex={0}>
              {laidOut(body)}
            </pre>
          )}
        </div>
      ))}
    </details>
  );
}

/** A list of the exchange log: one row per call (a lead's ping and its post apart), newest first. */
export function ExchangeTable({ exchanges, caption }: { exchanges: PortalExchange[]; caption: string }) {
  return (
    <DataTable
      caption={caption}
      head={['Time', 'Reference', 'Call', 'Took', 'HTTP', 'Answer', 'Price', 'Request and answer']}
    >
      {exchanges.map((e, index) => (
        <ExchangeRow key={`${e.test ? 'test' : 'live'}-${e.reference}-${e.stage}-${index}`} e={e} />
      ))}
    </DataTable>
  );
}
