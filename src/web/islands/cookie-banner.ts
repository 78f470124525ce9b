import { readConsent, saveConsent, type ConsentChoice } from '#web/lib/consent.ts';
import { closest, focusedElement, fromTemplate } from './dom.ts';

/** docs/product.md#public-site: the banner appears about a second after load when no choice is stored. */
export const COOKIE_BANNER_DELAY_MS = 1000;

const choiceLabel: Record<ConsentChoice, string> = { all: 'all cookies', essential: 'essential cookies only' };
const isChoice = (value: string | undefined): value is ConsentChoice => value === 'all' || value === 'essential';

/**
 * Cookie consent banner (non-modal: the page stays usable). Its markup is a template in the page;
 * it is put first in the body (keyboard and screen-reader users meet it first) about a second
 * after load when no choice is stored, or at once from any "Cookie settings" button. 'Accept All
 * Cookies' stores 'all' and lets analytics start; 'Essential Only' and the close button store
 * 'essential'. Then it goes, and focus returns to where it was.
 */
export function cookieBanner(): void {
  if (document.documentElement.dataset.cookieBanner === 'on') return;
  document.documentElement.dataset.cookieBanner = 'on';

  let banner: HTMLElement | null = null;
  let returnFocusTo: HTMLElement | null = null;

  const hide = () => {
    banner?.remove();
    banner = null;
    if (returnFocusTo?.isConnected) returnFocusTo.focus();
    returnFocusTo = null;
  };

  const show = (current: ConsentChoice | null, focusHeading: boolean) => {
    if (!banner) {
      banner = fromTemplate<HTMLElement>('cookie-banner-template');
      if (!banner) return;
      banner.addEventListener('click', (event) => {
        const choice = closest<HTMLElement>(event, '[data-consent-choice]')?.dataset.consentChoice;
        if (!isChoice(choice)) return;
        saveConsent(choice);
        hide();
      });
      document.body.prepend(banner);
    }
    const currentLine = banner.querySelector<HTMLElement>('[data-consent-current]');
    if (currentLine) {
      currentLine.hidden = current === null;
      currentLine.textContent = current ? `Your current choice: ${choiceLabel[current]}.` : '';
    }
    if (focusHeading) banner.querySelector<HTMLElement>('h2')?.focus();
  };

  const timer = readConsent() === null ? window.setTimeout(() => show(null, false), COOKIE_BANNER_DELAY_MS) : undefined;

  // "Cookie settings" (footer, /cookies): reopen the banner to change the choice.
  document.addEventListener('click', (event) => {
    if (!closest(event, '[data-cookie-settings]')) return;
    window.clearTimeout(timer);
    returnFocusTo = focusedElement();
    show(readConsent(), true);
  });
}
