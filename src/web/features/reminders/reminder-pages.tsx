import { Para, PageTitle, PlainPage, TextLink, buttonClass } from '#web/components/ui/plain-page.tsx';

/** A small page for a reminder link's outcome (unsubscribed, a dead link): its lines and the way home. */
export function LinkOutcomePage({ title, lines }: { title: string; lines: string[] }) {
  return (
    <PlainPage title={title}>
      <PageTitle>{title}</PageTitle>
      {lines.map((line, i) => (
        <Para key={i}>{line}</Para>
      ))}
      <Para>
        <TextLink href="/">Go to the home page</TextLink>
      </Para>
    </PlainPage>
  );
}

/**
 * GET /unsubscribe/:token changes nothing (mail scanners follow every link): it asks the person to
 * confirm, and the form posts to the same address.
 */
export function UnsubscribeConfirmPage({ action }: { action: string }) {
  return (
    <PlainPage title="Unsubscribe from reminders">
      <PageTitle>Unsubscribe from reminders</PageTitle>
      <Para>Press the button to stop all marketing emails and text messages about your loan application.</Para>
      <Para>It takes effect straight away, for this email address and this phone number.</Para>
      <form method="post" action={action}>
        <button type="submit" className={buttonClass}>
          Unsubscribe
        </button>
      </form>
      <Para>
        <TextLink href="/">Go to the home page</TextLink>
      </Para>
    </PlainPage>
  );
}

/** What a prefetch of a tracked link receives: nothing recorded, nothing issued; a person continues. */
export function ContinuePage({ href }: { href: string }) {
  return (
    <PlainPage title="Continue your application">
      <PageTitle>Continue your application</PageTitle>
      <Para>Your details are saved. Continue to finish your lender search.</Para>
      <p className="my-3">
        <a className={buttonClass} href={href}>
          Continue
        </a>
      </p>
    </PlainPage>
  );
}
