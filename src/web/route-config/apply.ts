import { layout, route, type RouteConfigEntry } from '@react-router/dev/routes';

/**
 * The application screens, rendered by the server per request (decision 033): each step a route
 * whose loader reads the session's draft and whose action saves the posted step.
 */
export const routes: RouteConfigEntry[] = [
  layout('routes/apply-layout.tsx', [
    route('apply', 'routes/apply-loan.tsx'),
    route('apply/personal', 'routes/apply-personal.tsx'),
    route('apply/address', 'routes/apply-address.tsx'),
    route('apply/employment', 'routes/apply-employment.tsx'),
    route('apply/bank', 'routes/apply-bank.tsx'),
    route('apply/expenses', 'routes/apply-expenses.tsx'),
    route('apply/check-answers', 'routes/apply-check-answers.tsx'),
    route('apply/consent', 'routes/apply-consent.tsx'),
    layout('routes/apply-outcome-layout.tsx', [
      route('apply/processing', 'routes/apply-processing.tsx'),
      route('apply/resubmit', 'routes/apply-resubmit.tsx'),
      route('apply/result', 'routes/apply-result.tsx'),
    ]),
    route('apply/*', 'routes/apply-not-found.tsx'),
  ]),
];
