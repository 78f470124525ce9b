import { data, useActionData } from 'react-router';
import { company } from '#shared/company.ts';
import { contactBodySchema } from '#shared/contact.ts';
import { sendComplaint } from '#web/features/complaints/complaint-action.ts';
import { ComplaintReceiptPanel } from '#web/features/complaints/complaint-receipt.tsx';
import {
  COMPLAINT_TOPIC,
  CONTACT_FIELDS,
  sendContactMessage,
  type ContactState,
} from '#web/features/contact/contact-action.ts';
import { ContactPage } from '#web/features/contact/contact-page.tsx';
import { contactPageJsonLd } from '#web/features/contact/contact-json-ld.ts';
import { formText, readForm } from '#web/lib/forms/read-form.ts';
import { servicesContext } from '#web/lib/services-context.ts';
import { pageMeta, type Crumb } from '#web/lib/seo.ts';
import type { Route } from './+types/contact';

const crumbs: Crumb[] = [
  { name: 'Home', path: '/' },
  { name: 'Contact', path: '/contact' },
];

export const meta = () =>
  pageMeta({
    title: `Contact Us: Freephone, Email and Opening Hours | ${company.companyName}`,
    description:
      `Call ${company.companyName} free on ${company.phone}, email ` +
      `${company.email} or send us a message. Open Monday to Friday 9am to 6pm ` +
      `and Saturday 10am to 4pm.`,
    path: '/contact',
    jsonLd: [contactPageJsonLd()],
    breadcrumbs: crumbs,
  });

/**
 * The page is prerendered; the form's post (a complaint always, a question without script) is
 * answered by the server with the page again (decision 090). A complaint goes to the complaints service,
 * its description being the message.
 */
export async function action({ request, context }: Route.ActionArgs) {
  const services = context.get(servicesContext);
  const form = await request.formData();
  if (form.get('topic') !== COMPLAINT_TOPIC) {
    const read = await readForm(form, contactBodySchema, { order: CONTACT_FIELDS });
    const { state, status } = await sendContactMessage(services, read);
    return data(state, { status });
  }
  // A complaint: the complaint form's schema checks it (sendComplaint), its description the message.
  const values = formText(form, CONTACT_FIELDS);
  const { name = '', email = '', phone = '', message = '' } = values;
  const { state, status } = await sendComplaint(services, { name, email, phone, description: message });
  const asContact: ContactState = {
    values,
    errors: state.errors.map((e) => (e.name === 'description' ? { ...e, name: 'message' } : e)),
    ...(state.problem ? { problem: state.problem } : {}),
    ...(state.receipt ? { receipt: state.receipt } : {}),
  };
  return data(asContact, { status });
}

export default function Contact() {
  const state = useActionData<typeof action>();
  const receipt = state?.receipt;
  const done = receipt ? (
    <ComplaintReceiptPanel receipt={receipt} />
  ) : state?.sent ? (
    <p role="status" className="rounded-2xl border-2 border-green-700 bg-green-50 p-6 font-medium text-green-900">
      {state.sent}
    </p>
  ) : undefined;
  return <ContactPage crumbs={crumbs} state={state} done={done} />;
}
