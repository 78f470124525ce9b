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
    </tr>
  );
}

/** A list of the exchange log: one row per call (a lead's ping and its post apart), newest first. */
export function ExchangeTable({ exchanges, caption }: { exchanges: PortalExchange[]; caption: string }) {
  return (
    <DataTable caption={caption} head={['Time', 'Reference', 'Call', 'Took', 'HTTP', 'Answer', 'Price']}>
      {exchanges.map((e, index) => (
        <ExchangeRow key={`${e.test ? 'test' : 'live'}-${e.reference}-${e.stage}-${index}`} e={e} />
      ))}
    </DataTable>
  );
}
