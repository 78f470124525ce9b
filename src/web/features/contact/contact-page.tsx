import { ContentPage } from '#web/components/ui/content-page.tsx';
import type { Crumb } from '#web/lib/seo.ts';
import { ContactDetails } from './contact-details.tsx';
import { ContactForm } from './contact-form.tsx';

export function ContactPage({ crumbs }: { crumbs: Crumb[] }) {
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
        <ContactForm />
      </div>
    </ContentPage>
  );
}
