import { gbp } from '#shared/money.ts';
import { company } from '#shared/company.ts';
import { STEP_META, type StepNo } from '#shared/application/step-meta.ts';
import { applyTitle } from '#shared/spa-titles.ts';
import { pageMeta } from '#web/lib/seo.ts';

/** Application screens are personal: titled for the tab, kept out of search indexes. */
export const applyMeta = (title: string, path: string) =>
  pageMeta({
    title: applyTitle(title),
    description:
      `Apply for a short-term loan of £${company.loanRange.minAmount} to ` +
      `${gbp(company.loanRange.maxAmount, 0)} through ${company.companyName}, ` +
      'an FCA-authorised credit broker.',
    path,
    noindex: true,
  });

/**
 * Meta of a step's screen: its title and path from STEP_META; on the page a refused post renders
 * (`data.refused`, set by the step's loader), the title starts "Error: " (GOV.UK).
 */
export const stepMeta = (step: StepNo, loaded?: { refused?: boolean } | null) =>
  applyMeta(`${loaded?.refused ? 'Error: ' : ''}${STEP_META[step].title}`, STEP_META[step].path);
