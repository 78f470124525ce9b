import { ResponsibleLendingPage } from '#web/features/legal/responsible-lending-page.tsx';
import { legalPages } from '#web/features/legal/legal-meta.ts';
import { pageMeta } from '#web/lib/seo.ts';

export const meta = () => {
  const info = legalPages.responsibleLending;
  return pageMeta({ title: info.title, description: info.description, path: info.path, breadcrumbs: info.crumbs });
};

export default function ResponsibleLending() {
  return <ResponsibleLendingPage />;
}
