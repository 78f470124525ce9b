import { layout, route, type RouteConfigEntry } from '@react-router/dev/routes';

/**
 * The admin back office: drawn by the browser from the layout's HydrateFallback the server renders
 * (decision 033; never prerendered), outside the site layout, each screen its own lazily loaded chunk.
 */
export const routes: RouteConfigEntry[] = [
  layout('routes/admin-layout.tsx', [
    route('admin', 'routes/admin-index.tsx'),
    route('admin/login', 'routes/admin-login.tsx'),
    route('admin/enrol', 'routes/admin-enrol.tsx'),
    route('admin/dashboard', 'routes/admin-dashboard.tsx'),
    route('admin/applications/:id', 'routes/admin-application.tsx'),
    route('admin/analytics', 'routes/admin-analytics.tsx'),
    route('admin/messages', 'routes/admin-messages.tsx'),
    route('admin/abtesting', 'routes/admin-abtesting.tsx'),
    route('admin/lenders', 'routes/admin-lenders.tsx'),
    route('admin/lenders/new', 'routes/admin-lender-new.tsx'),
    route('admin/lenders/:lenderId', 'routes/admin-lender-edit.tsx'),
    route('admin/returns', 'routes/admin-returns.tsx'),
    route('admin/outcomes', 'routes/admin-outcomes.tsx'),
    route('admin/security', 'routes/admin-security.tsx'),
    route('admin/complaints', 'routes/admin-complaints.tsx'),
    route('admin/reviews', 'routes/admin-reviews.tsx'),
    route('admin/data-requests', 'routes/admin-data-requests.tsx'),
    // Any other address under /admin: says there is no such screen (issue 27.3), not the site's 404.
    route('admin/*', 'routes/admin-not-found.tsx'),
  ]),
];
