// Issue 25: `/apply` and `/apply/personal` are painted by the server before any script runs. Shown
// in Chromium (Playwright) twice per page, medians of 5 fresh contexts: with JavaScript disabled,
// the step's heading, its fields and its submit button must be visible, and its first and largest
// contentful paints are recorded; with JavaScript, the same paints. Equal paints mean the scripts
// neither draw the step nor hold its paint back. `/apply/personal` is reached as an applicant
// reaches it: step 1 saved first in the same context.
import { chromium, type Browser } from '@playwright/test';
import { median } from './lighthouse.ts';
import { STEP1 } from './step-save.ts';

export const PAINT_PAGES = ['/apply', '/apply/personal'];
const RUNS = 5;

type Load = {
  title?: string;
  fcpMs: number;
  lcpMs: number;
  fields: number;
  submit: boolean;
  heading: boolean;
  url: string;
};
export type PaintRow = { path: string; noScript: Load[]; withScript: Load[]; ok: boolean };

async function load(browser: Browser, url: string, javaScriptEnabled: boolean): Promise<Load> {
  const context = await browser.newContext({ javaScriptEnabled, viewport: { width: 412, height: 823 } });
  try {
    if (!url.endsWith('/apply')) {
      const saved = await context.request.post(new URL('/api/application/step1', url).href, { data: STEP1 });
      if (!saved.ok()) throw new Error(`step 1 save before ${url}: HTTP ${saved.status()}`);
    }
    const page = await context.newPage();
    // Paints read through CDP, which sees them with page scripts disabled too.
    const cdp = await context.newCDPSession(page);
    let lcpEpochS = 0;
    cdp.on('PerformanceTimeline.timelineEventAdded', ({ event }) => {
      if (event.type === 'largest-contentful-paint') lcpEpochS = event.lcpDetails?.renderTime || event.time;
    });
    await cdp.send('PerformanceTimeline.enable', { eventTypes: ['largest-contentful-paint'] });
    await page.goto(url, { waitUntil: 'load' });
    // The load event may come before the first paint: asked again until both paints are in.
    let paints = { fcp: 0, origin: 0 };
    for (let tries = 0; tries < 100 && !(paints.fcp && lcpEpochS); tries++) {
      if (tries) await page.waitForTimeout(100);
      paints = await page.evaluate(() => ({
        fcp: performance.getEntriesByName('first-contentful-paint')[0]?.startTime ?? 0,
        origin: performance.timeOrigin,
      }));
    }
    const form = page.locator('main form').first();
    return {
      fcpMs: paints.fcp,
      lcpMs: lcpEpochS ? lcpEpochS * 1000 - paints.origin : 0,
      heading: await page.locator('h1').first().isVisible(),
      fields: await form.locator('input:visible, select:visible, textarea:visible').count(),
      submit: await form.locator('button[type="submit"]:visible, button:not([type]):visible').first().isVisible(),
      url: new URL(page.url()).pathname,
      title: await page.title(),
    };
  } finally {
    await context.close();
  }
}

export async function benchPaint(baseUrl: string, paths = PAINT_PAGES): Promise<PaintRow[]> {
  const browser = await chromium.launch({ executablePath: process.env.CHROME_PATH ?? '/usr/bin/chromium' });
  const rows: PaintRow[] = [];
  try {
    for (const path of paths) {
      const noScript: Load[] = [];
      const withScript: Load[] = [];
      for (let run = 0; run < RUNS; run++) {
        noScript.push(await load(browser, `${baseUrl}${path}`, false));
        withScript.push(await load(browser, `${baseUrl}${path}`, true));
      }
      const ok = noScript.every((l) => l.heading && l.submit && l.fields > 0 && l.url === path && l.fcpMs > 0);
      rows.push({ path, noScript, withScript, ok });
    }
  } finally {
    await browser.close();
  }
  return rows;
}

export function formatPaint(rows: PaintRow[]): string {
  const ms = (loads: Load[], pick: (l: Load) => number) => `${Math.round(median(loads.map(pick)))}`.padStart(7);
  const lines = [
    `${'page'.padEnd(18)}  scripts off: FCP    LCP  fields  |  scripts on: FCP    LCP   (ms, medians of ${RUNS})`,
  ];
  for (const r of rows) {
    const off = r.noScript[0];
    lines.push(
      `${r.path.padEnd(18)}${ms(r.noScript, (l) => l.fcpMs).padStart(18)}${ms(r.noScript, (l) => l.lcpMs)}` +
        `${String(off?.fields ?? 0).padStart(8)}  |${ms(r.withScript, (l) => l.fcpMs).padStart(17)}` +
        `${ms(r.withScript, (l) => l.lcpMs)}   ${r.ok ? 'painted with scripts off' : 'NOT PAINTED without scripts'}` +
        (r.ok ? '' : ` (first run: ${off?.url} "${off?.title}")`),
    );
  }
  return lines.join('\n');
}
