// What a real visitor's Chromium measures on arrival at a page, not a Lighthouse artefact: a fresh
// browser context (a first visit) opens a page on another site (http://localhost:…, a link as a
// search result would give), clicks through to the page (http://127.0.0.1:…), and clicks its
// heading as soon as it is painted. The page's own PerformanceObservers, installed before any of
// its scripts, record paint, LCP, long tasks and the first input; no CPU throttling.
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { chromium, type Browser } from '@playwright/test';

export type VisitorTiming = {
  /** Wall clock from the click on the other site's link to the page's first contentful paint. */
  clickToFcpMs: number;
  fcpMs: number;
  lcpMs: number;
  /** Long tasks from navigation start to 1 s after load: Σ (duration − 50 ms), as TBT counts them. */
  blockingMs: number;
  longTasks: number;
  /** The click on the heading right after first paint: its input delay (Event Timing's first-input). */
  inputDelayMs: number;
};

type Observed = { fcp: number; lcp: number; tasks: number[]; inputDelay: number | null };
declare global {
  interface Window {
    __visitor?: Observed;
  }
}

/** Installed in every document before its own scripts (CDP's addScriptToEvaluateOnNewDocument). */
function observe() {
  const seen: Observed = { fcp: 0, lcp: 0, tasks: [], inputDelay: null };
  window.__visitor = seen;
  const on = (type: string, each: (e: PerformanceEntry) => void) =>
    new PerformanceObserver((list) => list.getEntries().forEach(each)).observe({ type, buffered: true });
  on('paint', (e) => void (e.name === 'first-contentful-paint' && (seen.fcp = e.startTime)));
  on('largest-contentful-paint', (e) => void (seen.lcp = e.startTime));
  on('longtask', (e) => void seen.tasks.push(e.duration));
  on('first-input', (e) => void (seen.inputDelay = (e as PerformanceEventTiming).processingStart - e.startTime));
}

/** The other site: one page with a link to `target`. */
async function startReferrer(target: string) {
  const server = http.createServer((_request, response) => {
    response.writeHead(200, { 'content-type': 'text/html; charset=utf-8' });
    response.end(`<!doctype html><title>Search</title><a id="go" href="${target}">Result</a>`);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return { url: `http://localhost:${port}/`, stop: () => new Promise((resolve) => server.close(resolve)) };
}

async function visit(browser: Browser, target: string): Promise<VisitorTiming> {
  const referrer = await startReferrer(target);
  const context = await browser.newContext();
  try {
    await context.addInitScript(observe);
    const page = await context.newPage();
    await page.goto(referrer.url);
    const clickedAt = Date.now();
    await page.click('#go', { noWaitAfter: true });
    await page.waitForURL(target, { waitUntil: 'commit' });
    await page.waitForFunction(() => (window.__visitor?.fcp ?? 0) > 0);
    await page.locator('h1').first().click();
    await page.waitForLoadState('load');
    await page.waitForTimeout(1_000);
    const seen = await page.evaluate(() => ({ ...window.__visitor!, origin: performance.timeOrigin }));
    return {
      clickToFcpMs: seen.origin + seen.fcp - clickedAt,
      fcpMs: seen.fcp,
      lcpMs: seen.lcp,
      blockingMs: seen.tasks.reduce((sum, d) => sum + Math.max(0, d - 50), 0),
      longTasks: seen.tasks.length,
      inputDelayMs: seen.inputDelay ?? 0,
    };
  } finally {
    await context.close();
    await referrer.stop();
  }
}

/** Each URL visited `runs` times, round-robin (one busy spell of the machine lands on both). */
export async function visitorTimings(urls: string[], runs: number): Promise<VisitorTiming[][]> {
  const browser = await chromium.launch({ executablePath: process.env.CHROME_PATH ?? '/usr/bin/chromium' });
  const all = urls.map(() => [] as VisitorTiming[]);
  try {
    for (let run = 0; run < runs; run++) for (const [i, url] of urls.entries()) all[i]!.push(await visit(browser, url));
  } finally {
    await browser.close();
  }
  return all;
}
