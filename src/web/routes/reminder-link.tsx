import { data, redirect } from 'react-router';
import { ContinuePage, LinkOutcomePage } from '#web/features/reminders/reminder-pages.tsx';
import { servicesOf } from '#web/features/record/record-link.server.ts';
import type { Route } from './+types/reminder-link';

const REFUSALS = {
  'not-found': {
    status: 404,
    title: 'Link not found',
    lines: ['This link is not valid. You can start a new application from our home page.'],
  },
  expired: {
    status: 410,
    title: 'Link expired',
    lines: ['This reminder link has expired. You can start a new application from our home page.'],
  },
  'opted-out': {
    status: 410,
    title: 'You have unsubscribed',
    lines: [
      'You asked us to stop sending reminders, so this link no longer works. You ' +
        'can start a new application from our home page.',
    ],
  },
  completed: {
    status: 410,
    title: 'Your application is complete',
    lines: [
      'Your lender search has already finished, so there is nothing left to do ' +
        'with this link. Your confirmation email has a link to your record.',
    ],
  },
} as const;

/**
 * A reminder's tracked link: a person's click goes on to a fresh resubmit link; a prefetch (or
 * HEAD) is told to continue, changing nothing; a dead link says why.
 */
export async function loader({ params, context }: Route.LoaderArgs) {
  const token = params.token.slice(0, 100);
  const outcome = await servicesOf(context).remarketing.follow(token);
  if (outcome.kind === 'redirect') throw redirect(outcome.location, 302);
  if (outcome.kind === 'prefetch') return { continueTo: `/r/${token}`, refusal: null };
  const { status, ...refusal } = REFUSALS[outcome.kind];
  return data({ continueTo: null, refusal }, { status });
}

export default function ReminderLink({ loaderData }: Route.ComponentProps) {
  const { continueTo, refusal } = loaderData;
  if (continueTo) return <ContinuePage href={continueTo} />;
  return refusal ? <LinkOutcomePage title={refusal.title} lines={[...refusal.lines]} /> : null;
}
