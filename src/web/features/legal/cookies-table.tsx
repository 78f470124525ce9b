import { firstPartyCookies } from './cookies-data.ts';
import { ScrollTable } from './legal-document.tsx';

function StorageNote({ storage }: { storage: string }) {
  return storage === 'Cookie' ? null : <span className="block text-xs text-slate-600">{storage}</span>;
}

/**
 * The cookies the site sets: a table from 640 px up, one card per cookie on phones (a four-column
 * table would need sideways scrolling at 375 px). Only one of the two is ever displayed.
 */
export function CookieTable() {
  return (
    <>
      <div className="hidden sm:block">
        <ScrollTable label="Cookies and browser storage set by our website">
          <thead>
            <tr>
              <th scope="col">Name</th>
              <th scope="col">Purpose</th>
              <th scope="col">Type</th>
              <th scope="col">Duration</th>
            </tr>
          </thead>
          <tbody>
            {firstPartyCookies.map((row) => (
              <tr key={row.name}>
                <td className="min-w-32 break-words">
                  <code className="text-xs">{row.name}</code>
                  <StorageNote storage={row.storage} />
                </td>
                <td className="min-w-56">{row.purpose}</td>
                <td>{row.type}</td>
                <td className="min-w-28">{row.duration}</td>
              </tr>
            ))}
          </tbody>
        </ScrollTable>
      </div>
      <ul
        className="!my-4 !list-none !space-y-3 !pl-0 sm:hidden"
        aria-label="Cookies and browser storage set by our website"
      >
        {firstPartyCookies.map((row) => (
          <li key={row.name} className="!mt-0 rounded-xl border border-slate-200 p-4 [&+li]:!mt-3">
            <p className="!my-0 font-semibold leading-6 break-words">
              <code className="text-sm">{row.name}</code>
            </p>
            <StorageNote storage={row.storage} />
            <p className="!my-2 text-sm">{row.purpose}</p>
            <dl className="grid grid-cols-[auto_1fr] gap-x-3 text-sm">
              <dt className="font-semibold">Type</dt>
              <dd>{row.type}</dd>
              <dt className="font-semibold">Duration</dt>
              <dd>{row.duration}</dd>
            </dl>
          </li>
        ))}
      </ul>
    </>
  );
}
