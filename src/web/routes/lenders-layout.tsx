import { Outlet, useLoaderData } from 'react-router';
import { servicesContext } from '#web/lib/services-context.ts';
import { PortalHeader } from '#web/features/lender-portal/portal-ui.tsx';
import type { Route } from './+types/lenders-layout';

/** Who is signed in (null on sign-in, or before enrolment): the header's name and navigation. */
export async function loader({ context }: Route.LoaderArgs) {
  const me = await context
    .get(servicesContext)
    .lenders.me()
    .catch(() => null);
  return { me: me && !me.mfaEnrolmentRequired ? me : null };
}

export default function LendersLayout() {
  const { me } = useLoaderData<typeof loader>();
  return (
    <div className="flex min-h-screen flex-col bg-slate-50">
      <PortalHeader me={me} />
      <main id="main" tabIndex={-1} className="flex-1 outline-none">
        <Outlet />
      </main>
    </div>
  );
}
