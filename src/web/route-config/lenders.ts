import { layout, route, type RouteConfigEntry } from '@react-router/dev/routes';

/**
 * The lender portal (issue 28.4, decision 080): rendered by the server per request, every form a
 * plain post to the route's action, so it works without script.
 */
export const routes: RouteConfigEntry[] = [
  layout('routes/lenders-layout.tsx', [
    route('lenders', 'routes/lenders-index.tsx'),
    route('lenders/login', 'routes/lenders-login.tsx'),
    route('lenders/enrol', 'routes/lenders-enrol.tsx'),
    route('lenders/logout', 'routes/lenders-logout.tsx'),
    route('lenders/dashboard', 'routes/lenders-dashboard.tsx'),
    route('lenders/leads', 'routes/lenders-leads.tsx'),
    route('lenders/find', 'routes/lenders-find.tsx'),
    route('lenders/leads/:reference', 'routes/lenders-lead.tsx'),
    route('lenders/exchanges', 'routes/lenders-exchanges.tsx'),
    route('lenders/returns', 'routes/lenders-returns.tsx'),
    route('lenders/statements', 'routes/lenders-statements.tsx'),
    route('lenders/delivery', 'routes/lenders-delivery.tsx'),
    route('lenders/secret', 'routes/lenders-secret.tsx'),
    route('lenders/users', 'routes/lenders-users.tsx'),
    route('lenders/*', 'routes/lenders-not-found.tsx'),
  ]),
];
