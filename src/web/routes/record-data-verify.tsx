import { data, useLocation } from 'react-router';
import { CodePage, DownloadsPage } from '#web/features/record/data-rights-pages.tsx';
import { codeProblem } from '#web/features/record/data-rights-words.ts';
import { RecordLinkRefused } from '#web/features/record/record-page.tsx';
import { formField, recordLinkOf, servicesOf } from '#web/features/record/record-link.server.ts';
import type { Route } from './+types/record-data-verify';
import { AskFromRecord } from './record-data-request.tsx';

/** The emailed code: right, the two downloads for an hour; wrong, the code page again with the reason. */
export async function action({ request, params, context }: Route.ActionArgs) {
  const { publicId, sig } = recordLinkOf(request, params);
  const code = (await formField(request, 'code')).slice(0, 64);
  const answer = await servicesOf(context).dataRights.checkCode(publicId, sig, code);
  if (answer.kind === 'refused') return data({ kind: 'refused' as const }, { status: 403 });
  const { checked, links } = answer;
  if (checked.ok && answer.json && answer.pdf)
    return { kind: 'ready' as const, record: links.record, json: answer.json, pdf: answer.pdf, ref: checked.reference };
  const problem = checked.ok ? '' : codeProblem(checked);
  const status = !checked.ok && checked.reason === 'wrong' ? 400 : 409;
  return data({ kind: 'problem' as const, links, problem }, { status });
}

export default function RecordDataVerify({ actionData }: Route.ComponentProps) {
  const location = useLocation();
  if (!actionData)
    return <AskFromRecord record={location.pathname.replace(/\/data-request.*$/, '') + location.search} />;
  if (actionData.kind === 'refused') return <RecordLinkRefused />;
  if (actionData.kind === 'ready')
    return (
      <DownloadsPage
        record={actionData.record}
        json={actionData.json}
        pdf={actionData.pdf}
        reference={actionData.ref}
      />
    );
  const { links, problem } = actionData;
  return (
    <CodePage
      record={links.record}
      verifyAction={links.verify}
      resendAction={links.copy}
      reference={null}
      problem={problem}
    />
  );
}
