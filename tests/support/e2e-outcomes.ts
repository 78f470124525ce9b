/** The London day whose applications the e2e server seeds with known cohort figures (outcomes.fixtures.ts). */
export const E2E_DUTY_DAY = '2003-07-15';
