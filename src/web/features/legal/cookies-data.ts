export type CookieType = 'Essential' | 'Functional' | 'Analytics' | 'Marketing';

export type CookieRow = {
  name: string;
  purpose: string;
  type: CookieType;
  duration: string;
  storage: 'Cookie' | 'Session storage' | 'Local storage';
};

/**
 * Every cookie and browser-storage item the site itself sets. Keep this in step with the code:
 * `sid` (server session plugin), `admin_sid` (admin module), `lender_sid` (lender portal),
 * `cookie_consent` and `cookieConsent` (web/lib/consent.ts), `adminAuth` (admin sign-in),
 * `exitIntentShownCount` (exit-intent feature) and the `apply:*` keys (apply/draft/pending.ts,
 * apply/screens/handover.ts).
 */
export const firstPartyCookies: CookieRow[] = [
  {
    name: 'sid (__Host-sid on our secure site)',
    purpose:
      'Keeps your loan application linked to you as you move between steps, so ' +
      'your answers are saved and can be reloaded. Holds a random identifier ' +
      'only, never your details.',
    type: 'Essential',
    duration: '30 days',
    storage: 'Cookie',
  },
  {
    name: 'cookie_consent',
    purpose:
      'Remembers whether you chose "Accept All Cookies" or "Essential Only", so we do not ask you on every page.',
    type: 'Essential',
    duration: '1 year',
    storage: 'Cookie',
  },
  {
    name: 'cookieConsent',
    purpose: 'A copy of your cookie choice and when you made it, so that we ask you again after a year.',
    type: 'Essential',
    duration: '1 year',
    storage: 'Local storage',
  },
  {
    name: 'admin_sid (__Host-admin_sid on our secure site)',
    purpose: 'Keeps our staff signed in to the back office. Only set for our staff, never for customers.',
    type: 'Essential',
    duration: 'Until the browser closes (signed out after 30 minutes idle, 12 hours at most)',
    storage: 'Cookie',
  },
  {
    name: 'lender_sid (__Host-lender_sid on our secure site)',
    purpose: 'Keeps the staff of our partner lenders signed in to their portal. Never set for customers.',
    type: 'Essential',
    duration: 'Until the browser closes (signed out after 30 minutes idle, 12 hours at most)',
    storage: 'Cookie',
  },
  {
    name: 'adminAuth',
    purpose: 'Tells the back office, in this tab only, that our staff member has signed in. Never set for customers.',
    type: 'Essential',
    duration: 'Until you close the browser tab',
    storage: 'Session storage',
  },
  {
    name: 'apply:session-id',
    purpose: 'Lets the processing screen send the application you have just completed to our lenders.',
    type: 'Essential',
    duration: 'Until you close the browser tab',
    storage: 'Session storage',
  },
  {
    name: 'apply:finished and apply:handed-over',
    purpose:
      'Remember, in this tab only, that your application has its result and that you were already sent to the ' +
      'lender, so that going Back shows your result instead of sending you to the lender again.',
    type: 'Essential',
    duration: 'Until you close the browser tab',
    storage: 'Session storage',
  },
  {
    name: 'exitIntentShownCount',
    purpose:
      'Counts how often our "before you go" message has appeared, so that it is shown no more than twice per visit.',
    type: 'Functional',
    duration: 'Until you close the browser tab',
    storage: 'Session storage',
  },
];

/** Third-party services: what they do and which cookie category they belong to. */
export const thirdPartyServices: {
  service: string;
  purpose: string;
  type: CookieType;
  optOut: { label: string; href: string } | null;
}[] = [
  {
    service: 'Analytics service',
    purpose: 'Counts visits and shows how people use our pages and application, so that we can improve them.',
    type: 'Analytics',
    optOut: null,
  },
  {
    service: 'Advertising service',
    purpose: 'Measures whether our adverts on other websites work, and may show you our adverts elsewhere.',
    type: 'Marketing',
    optOut: { label: 'Your Online Choices', href: 'https://www.youronlinechoices.com/uk/your-ad-choices' },
  },
  {
    service: 'Reviews service',
    purpose: 'Shows independent customer reviews of our service on our reviews page.',
    type: 'Functional',
    optOut: null,
  },
  {
    service: 'Live chat',
    purpose: 'Lets you chat with our team and keeps the conversation open as you move between pages.',
    type: 'Functional',
    optOut: null,
  },
];

export const browserHelp: { browser: string; href: string }[] = [
  { browser: 'Google Chrome', href: 'https://support.google.com/chrome/answer/95647' },
  { browser: 'Mozilla Firefox', href: 'https://support.mozilla.org/kb/clear-cookies-and-site-data-firefox' },
  { browser: 'Apple Safari', href: 'https://support.apple.com/en-gb/guide/safari/sfri11471/mac' },
  {
    browser: 'Microsoft Edge',
    href:
      'https://support.microsoft.com/en-gb/microsoft-edge/' +
      'delete-cookies-in-microsoft-edge-63947406-40ac-c3b8-57b9-2a946a29ae09',
  },
];
