import { Accordion as RadixAccordion } from 'radix-ui';
import { ChevronDown } from 'lucide-react';
import type { ReactNode } from 'react';

export type AccordionItem = { question: string; answer: ReactNode };

/**
 * Question-and-answer accordion: one item open at a time, collapsible, keyboard operable
 * (Radix: buttons with aria-expanded, arrow keys between headers). Answers stay in the DOM
 * (forceMount) so prerendered HTML carries them for search engines and FAQ structured data.
 */
export function Accordion({ items, defaultOpen, headingLevel = 3 }: { items: AccordionItem[]; defaultOpen?: number; headingLevel?: 2 | 3 }) {
  const Heading = headingLevel === 2 ? 'h2' : 'h3';
  return (
    <RadixAccordion.Root
      type="single"
      collapsible
      defaultValue={defaultOpen === undefined ? undefined : `item-${defaultOpen}`}
      className="divide-y divide-slate-200 rounded-xl border border-slate-200 bg-white"
    >
      {items.map((item, i) => (
        <RadixAccordion.Item key={item.question} value={`item-${i}`}>
          <RadixAccordion.Header asChild>
            <Heading className="m-0">
              <RadixAccordion.Trigger className="group flex w-full items-center justify-between gap-4 px-5 py-4 text-left font-semibold text-slate-900 hover:bg-slate-50">
                {item.question}
                <ChevronDown aria-hidden="true" className="size-5 shrink-0 transition-transform group-data-[state=open]:rotate-180" />
              </RadixAccordion.Trigger>
            </Heading>
          </RadixAccordion.Header>
          <RadixAccordion.Content forceMount className="px-5 pb-4 text-slate-700 data-[state=closed]:hidden">
            {item.answer}
          </RadixAccordion.Content>
        </RadixAccordion.Item>
      ))}
    </RadixAccordion.Root>
  );
}
