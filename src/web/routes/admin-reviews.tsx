import { adminMeta } from '#web/features/admin/ui/admin-meta.ts';
import { AdminShell } from '#web/features/admin/ui/admin-shell.tsx';
import { ReviewsQueue } from '#web/features/admin/reviews/reviews-queue.tsx';

export const meta = () => adminMeta('Decision reviews', '/admin/reviews');

export default function AdminReviews() {
  return (
    <AdminShell title="Reviews of automated decisions">
      <ReviewsQueue />
    </AdminShell>
  );
}
