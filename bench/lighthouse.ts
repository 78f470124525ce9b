// Lighthouse (default mobile profile, simulated throttling) against a running server, in Debian's
// Chromium: category scores and LCP / TBT / CLS for a few key pages.
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';

export const KEY_PAGES = ['/', '/faq', '/emergency-loans', '/guides/understanding-apr', '/contact'];
export const PERFORMANCE_TARGET = 98;

export type LighthouseRow = {
  path: string;
  performance: number;
  accessibility: number;
  bestPractices: number;
  seo: number;
  lcpMs: number;
  tbtMs: number;
  cls: number;
};

const CHROME_FLAGS = ['--headless=new', '--no-sandbox', '--disable-gpu', '--disable-dev-shm-usage', '--no-first-run', '--disable-background-networking', '--disable-component-update', '--disable-sync'];

export async function runLighthouse(baseUrl: string, paths: string[] = KEY_PAGES): Promise<LighthouseRow[]> {
  const chrome = await chromeLauncher.launch({ chromePath: process.env.CHROME_PATH ?? '/usr/bin/chromium', chromeFlags: CHROME_FLAGS });
  const rows: LighthouseRow[] = [];
  try {
    for (const path of paths) {
      const result = await lighthouse(`${baseUrl}${path}`, {
        port: chrome.port,
        output: 'json',
        logLevel: 'error',
        onlyCategories: ['performance', 'accessibility', 'best-practices', 'seo'],
      });
      if (!result) throw new Error(`Lighthouse returned nothing for ${path}`);
      const { categories, audits } = result.lhr;
      const score = (id: string) => Math.round((categories[id]?.score ?? 0) * 100);
      rows.push({
        path,
        performance: score('performance'),
        accessibility: score('accessibility'),
        bestPractices: score('best-practices'),
        seo: score('seo'),
        lcpMs: Math.round(audits['largest-contentful-paint']?.numericValue ?? 0),
        tbtMs: Math.round(audits['total-blocking-time']?.numericValue ?? 0),
        cls: Number((audits['cumulative-layout-shift']?.numericValue ?? 0).toFixed(3)),
      });
    }
  } finally {
    chrome.kill();
  }
  return rows;
}

export function formatLighthouse(rows: LighthouseRow[]): string {
  const lines = [`${'page'.padEnd(30)} perf  a11y  best   seo    LCP ms  TBT ms    CLS   (target performance >= ${PERFORMANCE_TARGET})`];
  for (const r of rows) {
    const cells = [r.performance, r.accessibility, r.bestPractices, r.seo].map((n) => String(n).padStart(5)).join(' ');
    lines.push(`${r.path.padEnd(30)}${cells} ${String(r.lcpMs).padStart(9)} ${String(r.tbtMs).padStart(7)} ${r.cls.toFixed(3).padStart(6)}${r.performance < PERFORMANCE_TARGET ? '   BELOW TARGET' : ''}`);
  }
  return lines.join('\n');
}
