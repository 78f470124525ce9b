import type { Services } from '#server/services.ts';
import { complaintBodySchema, type ComplaintReceipt } from '#shared/complaints.ts';
import { company } from '#shared/company.ts';
import type { FormProblem } from '#web/components/ui/form-problems.tsx';
import { settle } from '#web/lib/settle.ts';

// What the complaint forms (/complaints, and /contact when the message is a complaint) do on the
// server, with or without script (decision 090): check the post with the shared schema, send it
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

/** The posted fields as text (a missing field is blank). */
export function formValues(form: FormData, names: readonly string[]): Record<string, string> {
  return Object.fromEntries(names.map((name) => [name, String(form.get(name) ?? '')]));
}

/** One problem per field, in the order of the form. */
export function firstPerField(problems: FormProblem[], order: readonly string[]): FormProblem[] {
  const seen = new Map<string, FormProblem>();
  for (const problem of problems) if (!seen.has(problem.name)) seen.set(problem.name, problem);
  return [...seen.values()].sort((a, b) => order.indexOf(a.name) - order.indexOf(b.name));
}

/** What a form's action answers and with which status. */
export type FormAnswer = { state: FormState; status: number };

/** Sends a complaint; `values` are the complaint's own field names. */
export async function sendComplaint(services: Services, values: Record<string, string>): Promise<FormAnswer> {
  const parsed = complaintBodySchema.safeParse(values);
  if (!parsed.success) {
    const problems = parsed.error.issues.map((issue) => ({ name: String(issue.path[0]), message: issue.message }));
    return { state: { values, errors: firstPerField(problems, COMPLAINT_FIELDS) }, status: 400 };
  }
  const answer = await settle(services, () => services.complaints.file(parsed.data));
  if (answer.ok) return { state: { values: {}, errors: [], receipt: answer.value }, status: 200 };
  const { errors } = answer.body;
  if (answer.status === 400 && errors?.length) {
    const problems = errors.map(({ path, message }) => ({ name: path.split('.')[0] ?? path, message }));
    return { state: { values, errors: firstPerField(problems, COMPLAINT_FIELDS) }, status: 400 };
  }
  const problem = answer.status === 429 ? answer.body.message : UNAVAILABLE;
  return { state: { values, errors: [], problem }, status: answer.status === 429 ? 429 : 503 };
}
