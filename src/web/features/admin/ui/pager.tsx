/** "N items · page x of y" with Previous / Next, for the paged admin lists. */
export function Pager({
  label,
  paging,
  onPage,
}: {
  label: [string, string];
  paging: { page: number; pageSize: number; total: number };
  onPage: (page: number) => void;
}) {
  const pages = Math.max(1, Math.ceil(paging.total / paging.pageSize));
  return (
    <nav aria-label={`${label[1]} pages`} className="mt-3 flex flex-wrap items-center justify-between gap-2 text-sm">
      <span>
        {paging.total.toLocaleString('en-GB')} {paging.total === 1 ? label[0] : label[1]} · page {paging.page} of{' '}
        {pages}
      </span>
      <span className="flex gap-2">
        <button
          type="button"
          disabled={paging.page <= 1}
          onClick={() => onPage(paging.page - 1)}
          className="rounded border border-slate-400 px-3 py-1 disabled:opacity-50"
        >
          Previous
        </button>
        <button
          type="button"
          disabled={paging.page >= pages}
          onClick={() => onPage(paging.page + 1)}
          className="rounded border border-slate-400 px-3 py-1 disabled:opacity-50"
        >
          Next
        </button>
      </span>
    </nav>
  );
}

export function EmptyState({ children }: { children: string }) {
  return <p className="rounded border border-dashed border-slate-300 p-6 text-center text-slate-600">{children}</p>;
}
