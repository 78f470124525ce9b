import AxeBuilder from '@axe-core/playwright';
import type { Page } from '@playwright/test';

/**
 * axe on a page, run inside the page itself (AxeBuilder's legacy mode, decision 148): the default
 * mode opens a blank page to finish every run, about a third of each check's time on this machine.
 * What legacy mode gives up is cross-origin frames, which the screens checked here do not have.
 */
export const axeBuilder = (page: Page): AxeBuilder => new AxeBuilder({ page }).setLegacyMode(true);
