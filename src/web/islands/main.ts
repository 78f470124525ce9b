// The only script of the public content pages. They are prerendered HTML and are not hydrated by
// React (decision 009): these few behaviours are all the JavaScript a first visit downloads,
// inlined into the page by the site-islands Vite plugin.
import { accordions } from './accordion.ts';
import { cookieBanner } from './cookie-banner.ts';
import { exitIntent } from './exit-intent.ts';
import { landingPageView } from './landing-view.ts';
import { loanCalculators } from './loan-calculator.ts';
import { mobileMenu } from './mobile-menu.ts';

export function startIslands(root: ParentNode = document): void {
  mobileMenu(root);
  accordions(root);
  loanCalculators(root);
  cookieBanner();
  exitIntent();
  landingPageView();
  // Tests and tools wait for this: every behaviour of the page is wired.
  document.documentElement.dataset.islands = 'ready';
}
