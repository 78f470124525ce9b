import { ApplyFooter } from '../apply-chrome.tsx';
import { APPLY_ROOT_ID, SHELL_LOADING, SPA_SHELL_IDS, skeletonScript, skeletonTemplates } from '#web/lib/spa-shell.ts';

// Build time only: the page the server sends for every application screen (decision 032), with
// the step skeletons of decision 027 and the application footer's regulatory text (CONC 3.5.5R),
// all inside the element the applicant's client replaces once the screen's script is in.
const skeletons = import.meta.env.SSR ? (await import('./step-skeleton.tsx')).stepSkeletons() : [];
const ids = SPA_SHELL_IDS;

/**
 * A client-rendered screen before its scripts run (src/web/lib/spa-shell.ts): the fallback, the
 * skeletons and the script that copies the address's skeleton into it, and the footer. Both shells
 * use it: this one and React Router's for the back office (root.tsx).
 */
export function ShellMarkup({ fallback, skeletons, script }: { fallback: string; skeletons: string; script: string }) {
  return (
    <>
      <div id={ids.fallback} dangerouslySetInnerHTML={{ __html: fallback }} />
      <div id={ids.skeletons} hidden dangerouslySetInnerHTML={{ __html: skeletons }} />
      <script id={ids.script} dangerouslySetInnerHTML={{ __html: script }} />
      <ApplyFooter />
    </>
  );
}

export function ApplyShell() {
  return (
    <div id={APPLY_ROOT_ID}>
      <ShellMarkup
        fallback={SHELL_LOADING}
        skeletons={skeletonTemplates(skeletons)}
        script={skeletonScript(skeletons)}
      />
    </div>
  );
}
