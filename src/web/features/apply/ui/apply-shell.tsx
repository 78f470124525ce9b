import { ApplyFooter } from '../apply-chrome.tsx';
import { APPLY_ROOT_ID, SHELL_LOADING, SPA_SHELL_IDS, skeletonScript, skeletonTemplates } from '#web/lib/spa-shell.ts';

// Build time only: the page the server sends for every application screen (decision 032), with
// the step skeletons of decision 027 and the application footer's regulatory text (CONC 3.5.5R),
// all inside the element the applicant's client replaces once the screen's script is in.
const skeletons = import.meta.env.SSR ? (await import('./step-skeleton.tsx')).stepSkeletons() : [];
const ids = SPA_SHELL_IDS;

export function ApplyShell() {
  return (
    <div id={APPLY_ROOT_ID}>
      <div id={ids.fallback} dangerouslySetInnerHTML={{ __html: SHELL_LOADING }} />
      <div id={ids.skeletons} hidden dangerouslySetInnerHTML={{ __html: skeletonTemplates(skeletons) }} />
      <script id={ids.script} dangerouslySetInnerHTML={{ __html: skeletonScript(skeletons) }} />
      <ApplyFooter />
    </div>
  );
}
