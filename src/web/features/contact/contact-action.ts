import type { Services } from '#server/services.ts';
import { company } from '#shared/company.ts';
import type { ComplaintReceipt } from '#shared/complaints.ts';
import { CONTACT_CONFIRMATION, type ContactInput } from '#shared/contact.ts';
import type { FormProblem } from '#web/components/ui/form-problems.tsx';
import type { FormRead } from '#web/lib/forms/read-form.ts';
import { settle } from '#web/lib/settle.ts';

// The contact form posted (decision 090): a question, read with readForm and the shared
// contactBodySchema (decision 130), goes to the contact service (the one POST /api/contact calls,
// decision 126); a complaint is the complaint form's business.

export const CONTACT_FIELDS = ['topic', 'name', 'email', 'phone', 'message'] as const;
export const COMPLAINT_TOPIC = 'complaint';

/** What the contact page shows after a post: what was typed and its problems, or what was sent. */
export type ContactState = {
  values: Record<string, string>;
  errors: FormProblem[];
  problem?: string;
  /** The question was stored: the product's confirmation. */
  sent?: string;
  /** The complaint was recorded (sent through the complaint form's action). */
  receipt?: ComplaintReceipt;
};

const UNAVAILABLE = `Sorry, your message could not be sent. Please try again or call us on ${company.phone}.`;

/** A question as read from the form: sent, or answered with its problems and what was typed. */
export async function sendContactMessage(
  services: Services,
  read: FormRead<ContactInput>,
): Promise<{ state: ContactState; status: number }> {
  const values = read.values as Record<string, string>;
  if (!read.ok) return { state: { values, errors: read.errors }, status: 400 };
  const message = read.data;
  const answer = await settle(services, () => services.contact.send(message));
  if (answer.ok) return { state: { values: {}, errors: [], sent: CONTACT_CONFIRMATION }, status: 200 };
  const problem = answer.status === 429 ? answer.body.message : UNAVAILABLE;
  return { state: { values, errors: [], problem }, status: answer.status === 429 ? 429 : 503 };
}
