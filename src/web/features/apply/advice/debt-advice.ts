// The free debt advice services the site names (ADR 021): the services' own free lines, as
// published on their websites. Shown on the gate's result page and, before consent, at step 6.
export const DEBT_ADVICE_SERVICES = [
  {
    name: 'MoneyHelper',
    url: 'https://www.moneyhelper.org.uk',
    site: 'moneyhelper.org.uk',
    phone: '0800 138 7777',
    about: 'free, impartial money guidance backed by the government',
  },
  {
    name: 'StepChange',
    url: 'https://www.stepchange.org',
    site: 'stepchange.org',
    phone: '0800 138 1111',
    about: 'a debt charity with free advice and debt solutions',
  },
  {
    name: 'National Debtline',
    url: 'https://www.nationaldebtline.org',
    site: 'nationaldebtline.org',
    phone: '0808 808 4000',
    about: 'a free, confidential debt advice charity',
  },
] as const;

export type DebtAdviceService = (typeof DEBT_ADVICE_SERVICES)[number];
