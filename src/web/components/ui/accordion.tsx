import { useId, type ReactNode } from 'react';
import { ChevronDown } from 'lucide-react';

export type AccordionItem = { question: string; answer: ReactNode };

/**
 * Question-and-answer accordion (WAI-ARIA accordion pattern): a heading per question holding a
 * button with aria-expanded, and its answer region. Rendered into the static HTML with every
 * answer present (search engines, FAQ structured data); the islands script
 * (src/web/islands/accordion.ts) opens one item at a time and adds the arrow-key moves.
 */
export function Accordion({
  items,
  defaultOpen,
  headingLevel = 3,
}: {
  items: AccordionItem[];
  defaultOpen?: number;
  headingLevel?: 2 | 3;
}) {
  const Heading = headingLevel === 2 ? 'h2' : 'h3';
  const id = useId();
  return (
    <div data-accordion className="divide-y divide-slate-200 rounded-xl border border-slate-200 bg-white">
      {items.map((item, i) => {
        const open = i === defaultOpen;
        return (
          <div key={item.question}>
            <Heading className="m-0">
              <button
                type="button"
                id={`${id}-q${i}`}
                aria-expanded={open}
                aria-controls={`${id}-a${i}`}
                data-accordion-trigger
                // Below 768 px the chevron keeps clear of the floating call button at the right edge
                // (issue 42 item 7): a gutter as wide as the button.
                className={
                  'group flex w-full items-center justify-between gap-4 py-4 pl-5 pr-20 text-left ' +
                  'font-semibold text-slate-900 hover:bg-slate-50 md:pr-5'
                }
              >
                {item.question}
                <ChevronDown
                  aria-hidden="true"
                  className="size-5 shrink-0 transition-transform group-aria-expanded:rotate-180"
                />
              </button>
            </Heading>
            <div
              id={`${id}-a${i}`}
              role="region"
              aria-labelledby={`${id}-q${i}`}
              hidden={!open}
              className="px-5 pb-4 text-slate-700"
            >
              {item.answer}
            </div>
          </div>
        );
      })}
    </div>
  );
}
