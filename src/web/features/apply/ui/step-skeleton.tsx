import { renderToStaticMarkup } from 'react-dom/server';
import { MemoryRouter } from 'react-router';
import { ArrowLeft, ArrowRight } from 'lucide-react';
import { STEP_NUMBERS, STEP_META } from '#shared/application/step-meta.ts';
import { ApplyHeader } from '../apply-chrome.tsx';
import { DRAFT_HINT_COOKIE } from '../draft/fetch.ts';
import { EARLIER_STEP_NOTICE } from '../draft/step-guard.ts';
import type { StepNo } from '../steps-meta.ts';
import {
  BACK_BUTTON,
  SPA_SHELL_IDS,
  CONTINUE_BUTTON,
  STEP_ACTIONS,
  STEP_FORM,
  STEP_PAGE,
  StepHeading,
  StepLoading,
} from './step-heading.tsx';

// Build time only (the SPA shell's prerender, src/web/root.tsx): the step screens as they look
// while their scripts load, so the first paint of /apply/... already shows the step's heading
// (issue 13: LCP). The shell carries one <template> per step; a small inline script picks the one
// for the address before the first paint (spaSkeletonScript).

/** A later step opened without a draft: the guard will bring the visitor to step 1 with a notice. */
const FIRST_STEP_WITH_NOTICE = 'notice';

function StepSkeleton({ step, notice }: { step: StepNo; notice?: string }) {
  return (
    <div className="flex min-h-screen flex-col bg-slate-50">
      <ApplyHeader />
      <main id="main" tabIndex={-1} className="min-h-screen flex-1 outline-none">
        <div className={STEP_PAGE}>
          <StepHeading step={step} notice={notice} />
          <div className={STEP_FORM}>
            <StepLoading />
            <div className={STEP_ACTIONS}>
              <button type="button" disabled className={BACK_BUTTON}>
                <ArrowLeft aria-hidden="true" className="size-4" /> Back
              </button>
              <button type="button" disabled className={CONTINUE_BUTTON}>
                Continue
                <ArrowRight aria-hidden="true" className="size-4" />
              </button>
            </div>
          </div>
        </div>
      </main>
    </div>
  );
}

const markup = (step: StepNo, notice?: string) =>
  renderToStaticMarkup(
    <MemoryRouter>
      <StepSkeleton step={step} notice={notice} />
    </MemoryRouter>,
  );

/** Another screen of the shell with its own skeleton (e.g. the admin login): its path and markup. */
export type ShellSkeleton = { path: string; key: string; html: string };

/** The templates: one per step by number, step 1 with the guard's notice, and the `others`. */
export function spaSkeletonTemplates(others: ShellSkeleton[] = []): string {
  const templates = STEP_NUMBERS.map((step) => `<template data-step="${step}">${markup(step)}</template>`);
  templates.push(`<template data-step="${FIRST_STEP_WITH_NOTICE}">${markup(1, EARLIER_STEP_NOTICE)}</template>`);
  for (const other of others) templates.push(`<template data-step="${other.key}">${other.html}</template>`);
  return templates.join('');
}

/**
 * Runs where it stands in the shell, before the first paint: the step of the address, or for a
 * later step without the draft cookie (fetch.ts) step 1 with the notice, as the guard will show;
 * or the skeleton of another screen by its path.
 */
export function spaSkeletonScript(others: ShellSkeleton[] = []): string {
  const paths: Record<string, number | string> = Object.fromEntries(
    STEP_NUMBERS.map((step) => [STEP_META[step].path, step]),
  );
  for (const other of others) paths[other.path] = other.key;
  const notice = JSON.stringify(FIRST_STEP_WITH_NOTICE);
  const { skeletons, fallback } = SPA_SHELL_IDS;
  return `(()=>{var s=${JSON.stringify(paths)}[location.pathname.replace(/\\/+$/,'')];if(!s)return;
if(typeof s=='number'&&s>1&&!/(^|;\\s*)${DRAFT_HINT_COOKIE}=1(;|$)/.test(document.cookie))s=${notice};
var t=document.querySelector('#${skeletons} template[data-step="'+s+'"]'),f=document.getElementById('${fallback}');
if(t&&f)f.innerHTML=t.innerHTML})()`;
}
