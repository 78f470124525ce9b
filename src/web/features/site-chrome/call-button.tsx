import { Phone } from 'lucide-react';
import { company } from '#shared/company.ts';

/**
 * Floating round call button, shown below the 768 px breakpoint only. In a landmark of its own, so
 * that all of the page's content is in one (axe `region`, issue 27.14).
 */
export function FloatingCallButton() {
  return (
    <aside aria-label="Call us" className="md:hidden">
      <a
        href={company.phoneHref}
        className={
          'fixed bottom-4 right-4 z-30 flex size-14 items-center justify-center ' +
          'rounded-full bg-accent-600 text-white shadow-lg hover:bg-accent-700 ' +
          'md:hidden'
        }
        aria-label={`Call us free on ${company.phone}`}
      >
        <Phone aria-hidden="true" className="size-6" />
      </a>
    </aside>
  );
}
