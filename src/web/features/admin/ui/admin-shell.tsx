import { useEffect, type ReactNode } from 'react';
import { NavLink, useLocation, useNavigate } from 'react-router';
import { LogOut } from 'lucide-react';
import { company } from '#shared/company.ts';
import {
  clearAuthFlag,
  hasAuthFlag,
  loginFor,
  logout,
  setAuthFlag,
  useCheckAuth,
  useTotpStatus,
} from '#web/features/admin/auth/auth-api.ts';

const NAV = [
  { to: '/admin/dashboard', label: 'Dashboard' },
  { to: '/admin/analytics', label: 'Analytics' },
  { to: '/admin/messages', label: 'Messages' },
  { to: '/admin/abtesting', label: 'A/B testing' },
  { to: '/admin/lenders', label: 'Lenders' },
  { to: '/admin/returns', label: 'Returns' },
  { to: '/admin/complaints', label: 'Complaints' },
  { to: '/admin/reviews', label: 'Reviews' },
  { to: '/admin/outcomes', label: 'Outcomes' },
  { to: '/admin/data-requests', label: 'Data requests' },
  { to: '/admin/security', label: 'Security' },
];

const LOGOUT_BUTTON =
  'inline-flex items-center gap-2 rounded border border-white/40 px-3 py-2 text-sm hover:bg-brand-800';

/**
 * Chrome of the signed-in admin screens. The server's session cookie decides (issue 42.8): a tab
 * without the session-storage flag (docs/product.md#back-office), such as a new tab or a bookmark,
 * asks the server before anything is drawn; a session that has ended sends the admin to the login
 * screen, which returns to this screen afterwards.
 */
export function AdminShell({ title, children }: { title: string; children: ReactNode }) {
  const navigate = useNavigate();
  const { pathname, search, hash } = useLocation();
  const auth = useCheckAuth();
  // A cached "signed out" is only believed once the check has been asked again (issue 27.1).
  const signedOut = auth.data === null && !auth.isFetching;
  const mustEnrol = auth.data?.mfaEnrolmentRequired === true;
  // The flag only lets a tab that signed in draw its screen while the check is under way.
  const believed = auth.data ? true : !auth.isSuccess && hasAuthFlag();

  useEffect(() => {
    if (mustEnrol) {
      void navigate('/admin/enrol', { replace: true });
      return;
    }
    if (auth.data) setAuthFlag();
    if (!signedOut) return;
    clearAuthFlag();
    void navigate(loginFor(`${pathname}${search}${hash}`), { replace: true });
  }, [signedOut, mustEnrol, auth.data, navigate, pathname, search, hash]);

  async function onLogout() {
    await logout().catch(() => undefined);
    clearAuthFlag();
    void navigate('/admin/login', { replace: true });
  }

  if (signedOut || mustEnrol || auth.data === null) return null;
  if (!believed && auth.isError) return <LoadError what="your session" />;
  if (!believed)
    return (
      <p role="status" className="p-8 text-slate-600">
        Checking your session…
      </p>
    );
  return (
    <SignedInShell title={title} email={auth.data?.email} onLogout={() => void onLogout()}>
      {children}
    </SignedInShell>
  );
}

/**
 * A warning on every screen while the admin has no unused recovery code: the admin provisioned
 * from ADMIN_EMAIL/ADMIN_TOTP_SECRET starts with none, and without one a lost phone locks it out.
 */
function NoRecoveryCodes() {
  const status = useTotpStatus();
  if (status.data?.recoveryCodesLeft !== 0) return null;
  return (
    <p role="alert" className="mb-6 rounded border border-amber-300 bg-amber-50 p-3 text-amber-950">
      You have no recovery codes: if you lose your authenticator app you cannot sign in.{' '}
      <NavLink to="/admin/security" className="font-semibold underline">
        Make recovery codes on the Security page
      </NavLink>
      .
    </p>
  );
}

function SignedInShell({
  title,
  email,
  onLogout,
  children,
}: {
  title: string;
  email: string | undefined;
  onLogout: () => void;
  children: ReactNode;
}) {
  return (
    <div className="min-h-screen bg-slate-50">
      <header className="border-b border-slate-200 bg-brand-900 text-white">
        <div className="mx-auto flex max-w-7xl flex-wrap items-center gap-x-6 gap-y-2 px-4 py-3">
          <span className="flex-1 font-semibold lg:flex-none">{company.companyName} · Admin</span>
          <nav aria-label="Admin" className="order-last flex w-full flex-wrap gap-1 lg:order-none lg:w-auto lg:flex-1">
            {NAV.map((item) => (
              <NavLink
                key={item.to}
                to={item.to}
                className={({ isActive }) =>
                  `rounded px-3 py-2 text-sm font-medium ${
                    isActive ? 'bg-white text-brand-900' : 'text-white hover:bg-brand-800'
                  }`
                }
              >
                {item.label}
              </NavLink>
            ))}
          </nav>
          {email ? <span className="hidden text-sm text-brand-100 md:inline">{email}</span> : null}
          <button type="button" onClick={onLogout} className={LOGOUT_BUTTON}>
            <LogOut aria-hidden className="size-4" /> Log out
          </button>
        </div>
      </header>
      <main id="main" className="mx-auto max-w-7xl px-4 py-6">
        <h1 className="mb-6 text-2xl font-bold text-slate-900">{title}</h1>
        <NoRecoveryCodes />
        {children}
      </main>
    </div>
  );
}

/** A bordered panel with a heading. */
export function Panel({ title, actions, children }: { title: string; actions?: ReactNode; children: ReactNode }) {
  return (
    <section className="rounded-lg border border-slate-200 bg-white p-4 shadow-sm" aria-label={title}>
      <div className="mb-3 flex flex-wrap items-center justify-between gap-2">
        <h2 className="text-lg font-semibold text-slate-900">{title}</h2>
        {actions}
      </div>
      {children}
    </section>
  );
}

export function LoadError({ what }: { what: string }) {
  return (
    <p role="alert" className="rounded border border-rose-200 bg-rose-50 p-3 text-rose-900">
      Could not load {what}. Reload the page to try again.
    </p>
  );
}

export function Loading({ what }: { what: string }) {
  return (
    <p role="status" className="text-slate-600">
      Loading {what}…
    </p>
  );
}
