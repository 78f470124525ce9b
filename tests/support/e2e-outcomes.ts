/**
 * The London day whose applications the e2e server seeds with known cohort figures
 * (outcomes.fixtures.ts): 15 July of last year, well inside the six years the hourly retention purge
 * keeps an application (a day of 2003 was erased by the purge when a run crossed minute 7 of an hour,
 * and the figures with it). Chosen once by the runner (playwright.config.ts imports this) and handed
 * to the server and to the workers in the environment, so every process agrees on it, even when the
 * run crosses New Year.
 */
export const E2E_DUTY_DAY = (process.env.E2E_DUTY_DAY ??= `${new Date().getUTCFullYear() - 1}-07-15`);
