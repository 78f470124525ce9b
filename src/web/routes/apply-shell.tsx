import { applyDescription } from '#shared/spa-titles.ts';
import { ApplyShell } from '#web/features/apply/ui/apply-shell.tsx';
import type { RouteHandle } from '../root.tsx';

// Prerendered to /__apply-shell/index.html and served for /apply and every /apply/... address, with
// the screen's <title> (the server adds it). Not a page of its own: the server never serves it at
// its own address (decision 032).
export const handle: RouteHandle = { applicantShell: true };

/** Application screens are personal: kept out of search indexes. */
export const meta = () => [
  { name: 'description', content: applyDescription() },
  { name: 'robots', content: 'noindex' },
];

export default ApplyShell;
