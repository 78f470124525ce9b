import type { Services } from '#server/services.ts';
import { complaintBodySchema, type Complaint, type ComplaintReceipt } from '#shared/complaints.ts';
import { company } from '#shared/company.ts';
import { formProblems, type FormProblem } from '#web/lib/forms/problems.ts';
import { checkForm, readForm } from '#web/lib/forms/read-form.ts';
import { settle } from '#web/lib/settle.ts';

// What the complaint forms (/complaints, and /contact when the message is a complaint) do on the
// server, with or without script (decision 090): read the post with the shared schema (readForm,
// decision 130), send it
// through the complaints service (the one POST /api/complaints calls, decision 126: the same rules
// and per-address limit as any other caller),
// and answer the page with the receipt, or with the problems and everything typed.

export const COMPLAINT_FIELDS = ['name', 'email', 'phone', 'applicationReference', 'description', 'desiredOutcome'];

/** What a form's action answers: the receipt, or the values typed with their problems. */
export type FormState = {
  values: Record<string, string>;
  errors: FormProblem[];
  /** A problem of the whole form (too many posts, the service down). */
  problem?: string;
  receipt?: ComplaintReceipt;
};

export const UNAVAILABLE =
  `Sorry, we could not record your complaint just now. Please try again, email ${company.complaintsEmail} ` +
  `or call ${company.phone}.`;

/** What a form's action answers and with which status. */
export type FormAnswer = { state: FormState; status: number };

/** The complaint form's post (/complaints): read and checked, then sent. */
export async function complaintAction(request: Request, services: Services): Promise<FormAnswer> {
  const read = await readForm(request, complaintBodySchema, { order: COMPLAINT_FIELDS });
  const values = read.values as Record<string, string>;
  if (!read.ok) return { state: { values, errors: read.errors }, status: 400 };
  return fileComplaint(services, read.data, values);
}

/** Sends a complaint; `values` are the complaint's own field names, as text. */
export async function sendComplaint(services: Services, values: Record<string, string>): Promise<FormAnswer> {
  const checked = checkForm(values, complaintBodySchema, { order: COMPLAINT_FIELDS });
  if (!checked.ok) return { state: { values, errors: checked.errors }, status: 400 };
  return fileComplaint(services, checked.data, values);
}

async function fileComplaint(
  services: Services,
  complaint: Complaint,
  values: Record<string, string>,
): Promise<FormAnswer> {
  const answer = await settle(services, () => services.complaints.file(complaint));
  if (answer.ok) return { state: { values: {}, errors: [], receipt: answer.value }, status: 200 };
  const { errors } = answer.body;
  if (answer.status === 400 && errors?.length) {
    const issues = errors.map(({ path, message }) => ({ path: path.split('.')[0] ?? path, message }));
    return { state: { values, errors: formProblems(issues, { order: COMPLAINT_FIELDS }) }, status: 400 };
  }
  const problem = answer.status === 429 ? answer.body.message : UNAVAILABLE;
  return { state: { values, errors: [], problem }, status: answer.status === 429 ? 429 : 503 };
}
