import { PrivacyPage } from '#web/features/legal/privacy-page.tsx';
import { legalPages } from '#web/features/legal/legal-meta.ts';
import { pageMeta } from '#web/lib/seo.ts';

// Also served at /legal/privacy (route id legal-privacy): the canonical link is always /privacy.
export const meta = () => {
  const info = legalPages.privacy;
  return pageMeta({ title: info.title, description: info.description, path: info.path, breadcrumbs: info.crumbs });
};

export default function Privacy() {
  return <PrivacyPage />;
}
