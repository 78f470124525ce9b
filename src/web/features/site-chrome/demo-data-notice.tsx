import { DEMO_DATA_NOTICE, sampleDataInUse } from '#shared/sample-data.ts';

// Decided once per bundle: the pages are built with the configuration they show (decision 012).
const showNotice = sampleDataInUse();

/**
 * The strip at the top of every page while the site runs on the sample firm (decision 122): its
 * reviews, rating and customer count are invented. In a landmark of its own (axe `region`).
 */
export function DemoDataNotice() {
  if (!showNotice) return null;
  return (
    <aside aria-label="Demo data" className="bg-amber-100 px-4 py-2 text-center text-sm font-semibold text-amber-950">
      {DEMO_DATA_NOTICE}
    </aside>
  );
}
