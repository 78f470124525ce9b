import { redirect } from 'react-router';
import { LOGIN_PATH } from '#web/features/lender-portal/portal-paths.ts';
import { servicesContext } from '#web/lib/services-context.ts';
import type { Route } from './+types/lenders-logout';

export const loader = () => redirect(LOGIN_PATH);
export async function action({ context }: Route.ActionArgs) {
  await context.get(servicesContext).lenders.logout();
  return redirect(LOGIN_PATH, 303);
}
