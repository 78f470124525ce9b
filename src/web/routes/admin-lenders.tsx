import { adminMeta } from '#web/features/admin/ui/admin-meta.ts';
import { AdminShell } from '#web/features/admin/ui/admin-shell.tsx';
import { RankingPanel } from '#web/features/admin/lenders/ranking-panel.tsx';
import { ScorecardView } from '#web/features/admin/lenders/scorecard-view.tsx';

export const meta = () => adminMeta('Lenders', '/admin/lenders');

export default function AdminLenders() {
  return (
    <AdminShell title="Lender scorecard">
      <div className="space-y-6">
        <ScorecardView />
        <RankingPanel />
      </div>
    </AdminShell>
  );
}
