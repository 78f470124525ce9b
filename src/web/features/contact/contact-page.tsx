import { ContentPage } from '#web/components/ui/content-page.tsx';
import type { Crumb } from '#web/lib/seo.ts';
import { ContactDetails } from './contact-details.tsx';
import type { ReactNode } from 'react';
import { ContactForm } from './contact-form.tsx';
import type { ContactState } from './contact-action.ts';

/** `state` and `done`: the form's answer from the server (decision 090). */
export function ContactPage({
  crumbs,
  state,
  done,
}: {
  crumbs: Crumb[];
  state?: ContactState | undefined;
  done?: ReactNode;
}) {
  return (
    <ContentPage
      crumbs={crumbs}
      title="Contact us"
      lead={
        'Questions about a loan search, your application or our service? Call us ' +
        'free, email us or send a message below.'
      }
      wide
    >
      <div className="grid gap-8 lg:grid-cols-[2fr_3fr]">
        <ContactDetails />
        <ContactForm state={state} done={done} />
      </div>
    </ContentPage>
  );
}
