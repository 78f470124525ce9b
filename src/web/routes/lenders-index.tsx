import { redirect } from 'react-router';
import { HOME_PATH } from '#web/features/lender-portal/portal-paths.ts';

/** /lenders: the leads (sign-in first when there is no session). */
export const loader = () => redirect(HOME_PATH);
