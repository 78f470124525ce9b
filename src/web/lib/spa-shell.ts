// The SPA shell (/__spa-fallback.html, served for /apply and /admin) paints a screen's skeleton
// before any script file has loaded (ADR 027): the prerender writes one <template> per skeleton and
// a small inline script that copies the one for `location.pathname` into the fallback before the
// first paint. In the browser React keeps that markup as it is (root.tsx), so hydration is clean.

/** The element the application screens' client draws into (its shell: routes/apply-shell.tsx). */
export const APPLY_ROOT_ID = 'apply-root';

/** Shown before a screen's skeleton (none for its address) or script. */
export const SHELL_LOADING =
  '<div class="flex min-h-screen items-center justify-center" role="status" aria-live="polite">' +
  '<span class="text-slate-600">Loading…</span></div>';

/** Elements of the shell (src/web/root.tsx): the fallback content, the templates, their script. */
export const SPA_SHELL_IDS = {
  fallback: 'spa-fallback',
  skeletons: 'spa-skeletons',
  script: 'spa-skeleton-script',
};

/** A screen as the shell paints it before its scripts run (rendered at build time). */
export type ShellSkeleton = {
  key: string;
  html: string;
  /** The address it is painted for; none when only reached through another's `unless`. */
  path?: string;
  /** Without this cookie set to 1, the skeleton `instead` is painted: where the screen's guard sends the visitor. */
  unless?: { cookie: string; instead: string };
};

export const skeletonTemplates = (skeletons: ShellSkeleton[]): string =>
  skeletons.map((s) => `<template data-skeleton="${s.key}">${s.html}</template>`).join('');

/** The inline script: a fixed table by path; it reads one cookie and copies only build-time markup. */
export function skeletonScript(skeletons: ShellSkeleton[]): string {
  const byPath: Record<string, string[]> = {};
  for (const s of skeletons)
    if (s.path) byPath[s.path] = s.unless ? [s.key, s.unless.cookie, s.unless.instead] : [s.key];
  const { skeletons: templates, fallback } = SPA_SHELL_IDS;
  return `(()=>{var e=${JSON.stringify(byPath)}[location.pathname.replace(/\\/+$/,'')];if(!e)return;var k=e[0];
if(e[1]&&!new RegExp('(^|;\\\\s*)'+e[1]+'=1(;|$)').test(document.cookie))k=e[2];
var t=document.querySelector('#${templates} template[data-skeleton="'+k+'"]'),f=document.getElementById('${fallback}');
if(t&&f)f.innerHTML=t.innerHTML})()`;
}
