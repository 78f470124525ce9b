// Decision 110: what a visitor's phone sees of `/apply`. Chromium with its CPU slowed 4x, on a fast
// network and on slow 4G (150 ms, 1.6 Mbit/s, as Lighthouse's mobile profile), medians of 5 fresh
// contexts: the first contentful paint with JavaScript off (the anchor: the server's HTML alone),
// then with it, and the time the step's form is hydrated (React has attached to it). No target:
// it shows whether the scripts hold the paint back, and how long the form waits for its script.
import { chromium, type Browser } from '@playwright/test';
import { median } from './lighthouse.ts';

const RUNS = 5;
export const PROFILES = {
  'fast network': { latency: 5, bytesPerSecond: 50e6 / 8 },
  'slow 4G': { latency: 150, bytesPerSecond: 1.6e6 / 8 },
} as const;
type Profile = keyof typeof PROFILES;

type Load = { fcpMs: number; hydratedMs: number };
export type HydrationRow = { profile: Profile; noScriptFcp: number; fcp: number; hydrated: number };

async function load(browser: Browser, url: string, profile: Profile, javaScriptEnabled: boolean): Promise<Load> {
  const context = await browser.newContext({ javaScriptEnabled, viewport: { width: 412, height: 823 } });
  try {
    const page = await context.newPage();
    const cdp = await context.newCDPSession(page);
    const { latency, bytesPerSecond } = PROFILES[profile];
    await cdp.send('Network.enable');
    await cdp.send('Network.emulateNetworkConditions', {
      offline: false,
      latency,
      downloadThroughput: bytesPerSecond,
      uploadThroughput: bytesPerSecond,
    });
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: 4 });
    // React marks the DOM nodes it has attached to with a `__reactFiber$…` key.
    if (javaScriptEnabled)
      await page.addInitScript(() => {
        const timer = setInterval(() => {
          const form = document.querySelector('main form');
          if (form && Object.keys(form).some((key) => key.startsWith('__reactFiber'))) {
            (window as unknown as { __hydratedAt: number }).__hydratedAt = performance.now();
            clearInterval(timer);
          }
        }, 5);
      });
    await page.goto(url, { waitUntil: 'load' });
    // The load event may come before the first paint: asked again until it is in.
    let fcpMs = 0;
    for (let tries = 0; tries < 100 && !fcpMs; tries++) {
      if (tries) await page.waitForTimeout(100);
      fcpMs = await page.evaluate(() => performance.getEntriesByName('first-contentful-paint')[0]?.startTime ?? 0);
    }
    let hydratedMs = 0;
    if (javaScriptEnabled) {
      await page.waitForFunction(() => (window as unknown as { __hydratedAt?: number }).__hydratedAt, null, {
        timeout: 60_000,
      });
      hydratedMs = await page.evaluate(() => (window as unknown as { __hydratedAt: number }).__hydratedAt);
    }
    return { fcpMs, hydratedMs };
  } finally {
    await context.close();
  }
}

export async function benchHydration(baseUrl: string, path = '/apply'): Promise<HydrationRow[]> {
  const browser = await chromium.launch({ executablePath: process.env.CHROME_PATH ?? '/usr/bin/chromium' });
  const rows: HydrationRow[] = [];
  try {
    for (const profile of Object.keys(PROFILES) as Profile[]) {
      const off: Load[] = [];
      const on: Load[] = [];
      for (let run = 0; run < RUNS; run++) {
        off.push(await load(browser, `${baseUrl}${path}`, profile, false));
        on.push(await load(browser, `${baseUrl}${path}`, profile, true));
      }
      rows.push({
        profile,
        noScriptFcp: median(off.map((l) => l.fcpMs)),
        fcp: median(on.map((l) => l.fcpMs)),
        hydrated: median(on.map((l) => l.hydratedMs)),
      });
    }
  } finally {
    await browser.close();
  }
  return rows;
}

export function formatHydration(rows: HydrationRow[]): string {
  const ms = (v: number, width: number) => `${Math.round(v)}`.padStart(width);
  const lines = [`${'network (CPU 4x slower)'.padEnd(26)}FCP off  FCP on  form hydrated  (ms, medians of ${RUNS})`];
  for (const r of rows)
    lines.push(`${r.profile.padEnd(26)}${ms(r.noScriptFcp, 7)}${ms(r.fcp, 8)}${ms(r.hydrated, 15)}`);
  return lines.join('\n');
}
