import { redirect } from 'react-router';
import { LOGIN_PATH, portalCall } from '#web/features/lender-portal/portal-api.ts';
import type { Route } from './+types/lenders-logout';

export const loader = () => redirect(LOGIN_PATH);
export async function action({ context }: Route.ActionArgs) {
  await portalCall(context, 'POST', '/logout');
  return redirect(LOGIN_PATH, 303);
}
