import { PaydayAlternativePage } from '#web/features/landing/payday-alternative-page.tsx';
import { paydayAlternative as page } from '#web/features/landing/payday-alternative.ts';
import { landingMeta } from '#web/features/landing/landing-seo.ts';

export const meta = () =>
  landingMeta({ title: page.metaTitle, description: page.description, path: page.path, crumb: page.crumb });

export default function Page() {
  return <PaydayAlternativePage />;
}
