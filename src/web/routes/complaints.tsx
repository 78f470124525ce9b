import { data, useActionData } from 'react-router';
import { complaintAction } from '#web/features/complaints/complaint-action.ts';
import { ComplaintForm } from '#web/features/complaints/complaint-form.tsx';
import { ComplaintsPage } from '#web/features/legal/complaints-page.tsx';
import { legalPages } from '#web/features/legal/legal-meta.ts';
import { servicesContext } from '#web/lib/services-context.ts';
import { pageMeta } from '#web/lib/seo.ts';
import type { Route } from './+types/complaints';

export const meta = () => {
  const info = legalPages.complaints;
  return pageMeta({ title: info.title, description: info.description, path: info.path, breadcrumbs: info.crumbs });
};

/**
 * The page is prerendered; only its form's post reaches the server, which renders the page again
 * with the receipt or the problems (decision 090).
 */
export async function action({ request, context }: Route.ActionArgs) {
  const { state, status } = await complaintAction(request, context.get(servicesContext));
  return data(state, { status });
}

export default function Complaints() {
  const state = useActionData<typeof action>();
  return (
    <ComplaintsPage
      form={
        <ComplaintForm
          state={state}
          intro={
            <p className="mt-1 text-sm text-slate-600">
              Tell us what went wrong and what you would like us to do. Fields not marked optional are required.
            </p>
          }
        />
      }
    />
  );
}
