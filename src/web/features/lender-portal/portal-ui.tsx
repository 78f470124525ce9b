import type { ReactNode } from 'react';
import { Form, Link, NavLink } from 'react-router';

// The portal's plain building blocks: a page, a table that scrolls sideways on a phone, messages.

export const BUTTON =
  'inline-flex min-h-11 items-center justify-center rounded-lg bg-brand-700 px-4 py-2 font-semibold text-white ' +
  'hover:bg-brand-800 focus-visible:outline focus-visible:outline-2 focus-visible:outline-offset-2 ' +
  'disabled:cursor-wait disabled:opacity-70';
export const INPUT = 'mt-1 block w-full rounded-lg border border-slate-400 bg-white px-3 py-2 text-base';
export const LABEL = 'block font-medium text-slate-800';

export function PortalPage({ title, children }: { title: string; children: ReactNode }) {
  return (
    <div className="mx-auto w-full max-w-5xl px-4 py-6 sm:py-10">
      <h1 className="text-2xl font-bold text-brand-900">{title}</h1>
      {children}
    </div>
  );
}

export function Notice({ kind, children }: { kind: 'error' | 'success'; children: ReactNode }) {
  const tone =
    kind === 'error' ? 'border-red-700 bg-red-50 text-red-900' : 'border-green-700 bg-green-50 text-green-900';
  return (
    <div role={kind === 'error' ? 'alert' : 'status'} className={`mt-4 rounded-lg border-l-4 p-4 ${tone}`}>
      {children}
    </div>
  );
}

export function DataTable({ caption, head, children }: { caption: string; head: string[]; children: ReactNode }) {
  return (
    <div
      className="mt-6 overflow-x-auto rounded-xl border border-slate-200 bg-white"
      tabIndex={0}
      role="region"
      aria-label={caption}
    >
      <table className="w-full min-w-[40rem] text-left text-sm">
        <caption className="sr-only">{caption}</caption>
        <thead className="bg-slate-100 text-slate-700">
          <tr>
            {head.map((h) => (
              <th key={h} scope="col" className="px-3 py-2 font-semibold">
                {h}
              </th>
            ))}
          </tr>
        </thead>
        <tbody className="divide-y divide-slate-200">{children}</tbody>
      </table>
    </div>
  );
}

const NAV = [
  ['/lenders/dashboard', 'Dashboard'],
  ['/lenders/leads', 'Leads'],
  ['/lenders/find', 'Find leads'],
  ['/lenders/exchanges', 'Exchange log'],
  ['/lenders/returns', 'File a return'],
  ['/lenders/statements', 'Statements'],
  ['/lenders/delivery', 'Delivery'],
  ['/lenders/secret', 'Shared secret'],
] as const;
/** Only a lender's admins manage its users (the server refuses anyone else). */
const ADMIN_NAV = [['/lenders/users', 'Users']] as const;

/** The portal's header: who is signed in for which lender, the screens, and sign-out. */
export function PortalHeader({ me }: { me: { email: string; lender: { name: string }; role?: string } | null }) {
  return (
    <header className="border-b border-slate-200 bg-white">
      <div className="mx-auto flex max-w-5xl flex-wrap items-center justify-between gap-3 px-4 py-3">
        <Link to={me ? '/lenders/leads' : '/lenders/login'} className="font-bold text-brand-900">
          Lender portal{me ? ` · ${me.lender.name}` : ''}
        </Link>
        {me ? (
          <Form method="post" action="/lenders/logout" className="flex items-center gap-3 text-sm">
            <span className="text-slate-600">{me.email}</span>
            <button type="submit" className="font-semibold text-brand-700 underline">
              Sign out
            </button>
          </Form>
        ) : null}
      </div>
      {me ? (
        <nav aria-label="Portal" className="mx-auto max-w-5xl px-4 pb-2">
          <ul className="flex flex-wrap gap-x-4 gap-y-1">
            {[...NAV, ...(me.role === 'admin' ? ADMIN_NAV : [])].map(([to, label]) => (
              <li key={to}>
                <NavLink
                  to={to}
                  className={({ isActive }) =>
                    `inline-block py-2 font-medium ${isActive ? 'text-brand-900 underline' : 'text-brand-700'}`
                  }
                >
                  {label}
                </NavLink>
              </li>
            ))}
          </ul>
        </nav>
      ) : null}
    </header>
  );
}
