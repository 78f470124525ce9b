import { data } from 'react-router';
import { LinkOutcomePage, UnsubscribeConfirmPage } from '#web/features/reminders/reminder-pages.tsx';
import { servicesOf } from '#web/features/record/record-link.server.ts';
import type { Route } from './+types/unsubscribe';

const NOT_FOUND = [
  'This unsubscribe link is not valid. To stop messages, contact us and we will remove you straight away.',
];
const DONE = [
  'We will not send you any more marketing emails or text messages about your application.',
  'If you change your mind, you can give consent again the next time you apply.',
];

/** Asks to confirm (GET changes nothing: mail scanners follow every link). */
export async function loader({ params, context }: Route.LoaderArgs) {
  const token = params.token.slice(0, 100);
  const known = await servicesOf(context).remarketing.unsubscribeKnown(token);
  return data({ known, action: `/unsubscribe/${token}` }, { status: known ? 200 : 404 });
}

/** The confirmation form and RFC 8058 one-click unsubscribe (`List-Unsubscribe=One-Click`) both post here. */
export async function action({ params, context }: Route.ActionArgs) {
  const done = await servicesOf(context).remarketing.unsubscribe(params.token.slice(0, 100));
  return data({ done }, { status: done ? 200 : 404 });
}

export default function Unsubscribe({ loaderData, actionData }: Route.ComponentProps) {
  if (actionData)
    return actionData.done ? (
      <LinkOutcomePage title="You have been unsubscribed" lines={DONE} />
    ) : (
      <LinkOutcomePage title="Link not found" lines={NOT_FOUND} />
    );
  return loaderData.known ? (
    <UnsubscribeConfirmPage action={loaderData.action} />
  ) : (
    <LinkOutcomePage title="Link not found" lines={NOT_FOUND} />
  );
}
