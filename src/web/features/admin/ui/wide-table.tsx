import type { ReactNode } from 'react';

type Props = {
  /** The scrolling box's name: "Age band table". */
  label: string;
  caption: ReactNode;
  /** The table's least width, a Tailwind class written out whole where it is used: "min-w-[1100px]". */
  minWidth: string;
  /** The first column's heading (the rows' own headings), then the figures' headings. */
  rowsHeading: string;
  headings: readonly string[];
  children: ReactNode;
};

/**
 * A table of figures wider than a phone or a laptop: it scrolls in its own box, which takes the
 * keyboard focus (WCAG 2.1.1), and each row's heading stays in view while it scrolls.
 */
export function WideTable({ label, caption, minWidth, rowsHeading, headings, children }: Props) {
  return (
    <ScrollRegion label={label}>
      <table className={`w-full ${minWidth} text-left text-sm`}>
        <caption className="sr-only">{caption}</caption>
        <thead className="border-b-2 border-slate-300">
          <tr>
            <th scope="col" className="sticky left-0 bg-white px-2 py-2">
              {rowsHeading}
            </th>
            {headings.map((h) => (
              <th key={h} scope="col" className="px-2 py-2 text-right">
                {h}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>{children}</tbody>
      </table>
    </ScrollRegion>
  );
}

/**
 * The box a table wider than the screen scrolls in. It takes the keyboard focus and has a name, so
 * a keyboard user can scroll it even when no cell holds a link or a button (WCAG 2.1.1; axe's
 * scrollable-region-focusable).
 */
export function ScrollRegion({
  label,
  className = '',
  children,
}: {
  label: string;
  className?: string;
  children: ReactNode;
}) {
  return (
    <div className={`relative overflow-x-auto ${className}`.trim()} tabIndex={0} role="region" aria-label={label}>
      {children}
    </div>
  );
}

/** A row's heading, kept in view while the table scrolls. */
export function RowHeading({ children }: { children: ReactNode }) {
  return (
    <th scope="row" className="sticky left-0 bg-white px-2 py-2 font-medium">
      {children}
    </th>
  );
}
