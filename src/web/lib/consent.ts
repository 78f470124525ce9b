import { COOKIE_CONSENT_COOKIE } from '#shared/analytics-events.ts';

/** The visitor's cookie choice (docs/product.md#public-site): 'all' after Accept All Cookies, else 'essential'. */
export type ConsentChoice = 'all' | 'essential';

const STORAGE_KEY = 'cookieConsent';
/** A choice is asked again after a year (the cookie's lifetime too). */
const MAX_AGE_S = 365 * 24 * 60 * 60;
const CHANGE_EVENT = 'cookie-consent:change';

type Stored = { choice: ConsentChoice; savedAt: number };

const isChoice = (value: unknown): value is ConsentChoice => value === 'all' || value === 'essential';

function readStored(): Stored | null {
  try {
    const parsed: unknown = JSON.parse(window.localStorage.getItem(STORAGE_KEY) ?? 'null');
    if (!parsed || typeof parsed !== 'object') return null;
    const { choice, savedAt } = parsed as Partial<Stored>;
    if (!isChoice(choice) || typeof savedAt !== 'number') return null;
    return { choice, savedAt };
  } catch {
    return null;
  }
}

function readCookie(): ConsentChoice | null {
  const match = document.cookie.split('; ').find((part) => part.startsWith(`${COOKIE_CONSENT_COOKIE}=`));
  const value = match?.slice(COOKIE_CONSENT_COOKIE.length + 1);
  return isChoice(value) ? value : null;
}

/** The cookie tells the server the same choice, so it can refuse analytics without consent. */
function writeCookie(choice: ConsentChoice, maxAgeS: number) {
  const secure = window.location.protocol === 'https:' ? '; Secure' : '';
  document.cookie =
    `${COOKIE_CONSENT_COOKIE}=${choice}; Path=/; ` +
    `Max-Age=${Math.max(0, Math.floor(maxAgeS))}; SameSite=Lax${secure}`;
}

/** The stored choice, or null when the visitor has not chosen yet (or chose over a year ago). */
export function readConsent(): ConsentChoice | null {
  if (typeof window === 'undefined') return null;
  const stored = readStored();
  if (stored) {
    const ageS = (Date.now() - stored.savedAt) / 1000;
    if (ageS >= 0 && ageS < MAX_AGE_S) {
      // Keep the server's copy in step when only local storage survived (e.g. cookies cleared).
      if (readCookie() !== stored.choice) writeCookie(stored.choice, MAX_AGE_S - ageS);
      return stored.choice;
    }
    return null;
  }
  return readCookie();
}

export function saveConsent(choice: ConsentChoice): void {
  try {
    window.localStorage.setItem(STORAGE_KEY, JSON.stringify({ choice, savedAt: Date.now() } satisfies Stored));
  } catch {
    // Storage can be disabled; the cookie still carries the choice.
  }
  writeCookie(choice, MAX_AGE_S);
  window.dispatchEvent(new CustomEvent<ConsentChoice>(CHANGE_EVENT, { detail: choice }));
}

export function onConsentChange(listener: (choice: ConsentChoice) => void): () => void {
  const handler = (event: Event) => listener((event as CustomEvent<ConsentChoice>).detail);
  window.addEventListener(CHANGE_EVENT, handler);
  return () => window.removeEventListener(CHANGE_EVENT, handler);
}
