import type { ReactNode } from 'react';
import { ContentPage } from '#web/components/ui/content-page.tsx';
import type { Crumb } from '#web/lib/seo.ts';

/** One numbered part of a legal document: its anchor, heading and body copy. */
export type LegalSection = { id: string; heading: string; body: ReactNode };

/**
 * A legal document: breadcrumb, title, "Last updated" line, a table of contents linking to each
 * section (long documents are read by jumping to the part that matters), and the sections.
 */
export function LegalDocument({
  crumbs,
  title,
  lead,
  lastUpdated,
  sections,
  children,
}: {
  crumbs: Crumb[];
  title: string;
  lead: ReactNode;
  lastUpdated: string;
  sections: LegalSection[];
  /** Anything shown after the sections (e.g. a settings control). */
  children?: ReactNode;
}) {
  return (
    <ContentPage crumbs={crumbs} title={title} lead={lead} meta={lastUpdated}>
      <nav aria-labelledby="legal-contents" className="rounded-2xl border border-slate-200 bg-slate-50 p-5 sm:p-6">
        <h2 id="legal-contents" className="text-base font-bold text-brand-900">
          Contents
        </h2>
        <ol className="mt-3 list-decimal gap-x-10 pl-5 text-sm sm:columns-2 [&>li]:mb-1.5 [&>li]:break-inside-avoid">
          {sections.map((section) => (
            <li key={section.id}>
              <a className="text-brand-700 underline hover:text-brand-900" href={`#${section.id}`}>
                {section.heading}
              </a>
            </li>
          ))}
        </ol>
      </nav>
      <div className="prose-copy">
        {sections.map((section, i) => (
          <section key={section.id} aria-labelledby={section.id}>
            <h2 id={section.id} className="scroll-mt-24">
              {i + 1}. {section.heading}
            </h2>
            {section.body}
          </section>
        ))}
      </div>
      {children}
    </ContentPage>
  );
}

/** An external link that opens in a new tab and says so to screen readers. */
export function ExternalLink({ href, children, className }: { href: string; children: ReactNode; className?: string }) {
  return (
    <a className={className} href={href} rel="noopener noreferrer" target="_blank">
      {children}
      <span className="sr-only"> (opens in a new tab)</span>
    </a>
  );
}

/**
 * A table that may be wider than a phone screen: it scrolls sideways inside a labelled region that
 * keyboard users can focus and scroll.
 */
export function ScrollTable({ label, children }: { label: string; children: ReactNode }) {
  return (
    <div role="region" aria-label={label} tabIndex={0} className="overflow-x-auto">
      <table>
        <caption className="sr-only">{label}</caption>
        {children}
      </table>
    </div>
  );
}

/** A mailto link showing the address itself. */
export function Mailto({ email }: { email: string }) {
  return <a href={`mailto:${email}`}>{email}</a>;
}
