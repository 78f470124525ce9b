import type { ReactNode } from 'react';
import type { Crumb } from '#web/lib/seo.ts';
import { Breadcrumbs } from './breadcrumbs.tsx';

/** Shell of a content page: breadcrumb, heading, optional lead paragraph and meta line. */
export function ContentPage({
  crumbs,
  title,
  lead,
  meta,
  children,
  wide = false,
}: {
  crumbs: Crumb[];
  title: string;
  lead?: ReactNode;
  meta?: ReactNode;
  children: ReactNode;
  wide?: boolean;
}) {
  return (
    <>
      <div className="border-b border-slate-200 bg-brand-50">
        <div className={`container-page py-8 md:py-12 ${wide ? '' : 'max-w-4xl'}`}>
          <Breadcrumbs crumbs={crumbs} />
          <h1 className="mt-4 text-3xl font-extrabold tracking-tight text-brand-900 md:text-4xl">{title}</h1>
          {lead ? <p className="mt-3 max-w-3xl text-lg text-slate-700">{lead}</p> : null}
          {meta ? <p className="mt-3 text-sm text-slate-600">{meta}</p> : null}
        </div>
      </div>
      <div className={`container-page py-10 ${wide ? '' : 'max-w-4xl'}`}>{children}</div>
    </>
  );
}
