import { adminMeta } from '#web/features/admin/ui/admin-meta.ts';
import { AdminShell } from '#web/features/admin/ui/admin-shell.tsx';
import { RankingPanel } from '#web/features/admin/lenders/ranking-panel.tsx';
import { ScorecardView } from '#web/features/admin/lenders/scorecard-view.tsx';
import { LendersList } from '#web/features/admin/lender-settings/lenders-list.tsx';

export const meta = () => adminMeta('Lenders', '/admin/lenders');

export default function AdminLenders() {
  return (
    <AdminShell title="Lenders">
      <div className="space-y-6">
        <LendersList />
        <ScorecardView />
        <RankingPanel />
      </div>
    </AdminShell>
  );
}
