// Issue 42.7: the site promised 'under a minute', 'about 5 minutes' and '2 to 3 minutes' for the same
// application. Every page as the server sends it (the prerendered pages, enumerated from the build, and
// the first application step) may state a duration only as company.applicationTime (decision 131),
// a guide's read time, or one of the few durations below that are about something else.
import path from 'node:path';
import { beforeAll, describe, expect, it } from 'vitest';
import type { App } from '#server/app.ts';
import { findPages } from '#server/plugins/static-site.ts';
import { company } from '#shared/company.ts';
import { ROOT } from '#tests/support/paths.ts';
import { createTestApp } from '#tests/support/test-app.ts';

const siteRoot = path.resolve(ROOT, process.env.BUILD_DIR ?? 'build', 'client');
const routes = [
  ...findPages(siteRoot).map((rel) => `/${rel.split(path.sep).join('/')}`.replace(/\/$/, '') || '/'),
  '/apply/loan',
];

/** Durations that are not about how long applying takes, each with what it is about. */
const OTHER_DURATIONS = [
  /^\d+ min read$/, // a guide's read time
  /^30 minutes$/, // cookies page: a back-office session ends after 30 minutes idle
];

const NUMBER = String.raw`(?:a|an|one|two|three|four|five|six|seven|eight|nine|ten|\d+)`;
const DURATION = new RegExp(
  String.raw`\b(?:(?:about|around|roughly|approximately|under|less than|just|only|within|in)\s+)?` +
    String.raw`${NUMBER}(?:\s*(?:to|-|–)\s*${NUMBER})?[\s-]*(?:min(?:ute)?s?|seconds?)\b(?:\s+read)?`,
  'gi',
);

const decode = (html: string) =>
  html
    .replaceAll('&#x27;', "'")
    .replaceAll('&#39;', "'")
    .replaceAll('&quot;', '"')
    .replaceAll('&amp;', '&')
    .replaceAll('&nbsp;', ' ');
/** The page's words: its text, its head's meta content and its structured data. */
const wordsOf = (html: string) => {
  const metas = [...html.matchAll(/<meta [^>]*content="([^"]*)"/g)].map((m) => m[1]!);
  const jsonLd = [...html.matchAll(/<script type="application\/ld\+json">([\s\S]*?)<\/script>/g)].map((m) => m[1]!);
  const text = html.replace(/<(script|style)[\s\S]*?<\/\1>/g, ' ').replace(/<[^>]+>/g, ' ');
  // React's text nodes split a sentence at each expression: 'in about 5 minutes .' reads '… minutes.'
  return decode([text, ...metas, ...jsonLd].join(' '))
    .replace(/\s+/g, ' ')
    .replace(/ ([.,;:!?])/g, '$1');
};

let app: App;
const pages: { route: string; words: string }[] = [];

beforeAll(async () => {
  ({ app } = await createTestApp());
  for (const route of routes) {
    const response = await app.inject({ method: 'GET', url: route });
    expect([200, 404], route).toContain(response.statusCode);
    pages.push({ route, words: wordsOf(response.body) });
  }
});

describe('how long applying takes', () => {
  it('is one phrase, from the company details', () => {
    expect(company.applicationTime).toBe('about 5 minutes');
  });

  it('every page that states a duration states the same one', () => {
    expect(pages.length).toBeGreaterThan(20);
    const stray = pages.flatMap(({ route, words }) =>
      [...words.matchAll(DURATION)]
        .map((m) => m[0].replace(/\s+/g, ' '))
        .filter((said) => said !== company.applicationTime && !OTHER_DURATIONS.some((ok) => ok.test(said)))
        .map((said) => `${route}: '${said}'`),
    );
    expect(stray).toEqual([]);
  });

  it('the pages that promise it (home, how it works, FAQ, landing pages, the complete guide, exit offer)', () => {
    const saying = pages.filter(({ words }) => words.includes(company.applicationTime)).map((p) => p.route);
    expect(saying).toEqual(
      expect.arrayContaining([
        '/',
        '/how-it-works',
        '/faq',
        '/same-day-loans',
        '/emergency-loans',
        '/guides/short-term-loans-complete-guide',
      ]),
    );
    // The exit-intent offer's template is on every public page.
    const home = pages.find((p) => p.route === '/')!.words;
    expect(home).toContain(`Check your eligibility in ${company.applicationTime}.`);
  });
});
