import { ComplaintsPage } from '#web/features/legal/complaints-page.tsx';
import { legalPages } from '#web/features/legal/legal-meta.ts';
import { pageMeta } from '#web/lib/seo.ts';

export const meta = () => {
  const info = legalPages.complaints;
  return pageMeta({ title: info.title, description: info.description, path: info.path, breadcrumbs: info.crumbs });
};

export default function Complaints() {
  return <ComplaintsPage />;
}
