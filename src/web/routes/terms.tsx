import { TermsPage } from '#web/features/legal/terms-page.tsx';
import { legalPages } from '#web/features/legal/legal-meta.ts';
import { pageMeta } from '#web/lib/seo.ts';

// Also served at /legal/terms (route id legal-terms): the canonical link is always /terms.
export const meta = () => {
  const info = legalPages.terms;
  return pageMeta({ title: info.title, description: info.description, path: info.path, breadcrumbs: info.crumbs });
};

export default function Terms() {
  return <TermsPage />;
}
