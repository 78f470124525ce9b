import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';

// The disposable-email signal of the quality score (decision 140), behind a small interface so the
// list's source can change without touching the score. The list is the maintained
// `disposable-email-domains` npm package's index.json (a JSON array of domains, ~120,000; updated
// with the package).

/** Whether an email address is at a throwaway-inbox domain. */
export type DisposableEmailCheck = { isDisposable(email: string | null | undefined): boolean };

/**
 * The check over a list of domains: the address's domain or any domain it is under
 * (`x.mailinator.com` is `mailinator.com`'s), compared in lower case.
 */
export function disposableEmailCheck(domains: Iterable<string>): DisposableEmailCheck {
  const listed = new Set([...domains].map((d) => d.trim().toLowerCase()).filter(Boolean));
  return {
    isDisposable(email) {
      const at = email?.lastIndexOf('@') ?? -1;
      if (!email || at < 0) return false;
      const labels = email
        .slice(at + 1)
        .trim()
        .toLowerCase()
        .replace(/\.$/, '')
        .split('.');
      // Every suffix of two labels or more: a.b.example.com, b.example.com, example.com.
      for (let i = 0; i < labels.length - 1; i += 1) if (listed.has(labels.slice(i).join('.'))) return true;
      return false;
    },
  };
}

/** A list file: a JSON array of domain names. */
export function loadDomainList(file: URL | string): string[] {
  const parsed: unknown = JSON.parse(readFileSync(file, 'utf8'));
  if (!Array.isArray(parsed) || !parsed.every((d) => typeof d === 'string'))
    throw new Error(`disposable email domains: ${String(file)} is not a JSON array of domain names`);
  return parsed;
}

/** The check the panel uses, from the maintained package's list. */
export const disposableEmail: DisposableEmailCheck = disposableEmailCheck(
  loadDomainList(createRequire(import.meta.url).resolve('disposable-email-domains/index.json')),
);
