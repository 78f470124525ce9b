import { STEP_META } from '#shared/application/step-meta.ts';
import { Link, useNavigate } from '../router.tsx';
import { FileDown } from 'lucide-react';
import { company } from '#shared/company.ts';
import { ApiError, apiRequest } from '#web/lib/api-client.ts';
import { ConsentCheckbox as Checkbox } from './consent-checkbox.tsx';
import { loadDraft } from '../draft/fetch.ts';
import { useApplyResources } from '../draft/resources.tsx';
import { clearPending, clearSessionId, storeSessionId, writePending } from '../draft/pending.ts';
import { StepLayout } from '../ui/step-layout.tsx';
import { SupportQuestions } from './support-questions.tsx';
import { EARLIER_STEP_NOTICE, firstIncompleteStep, type NoticeState } from '../draft/step-guard.ts';
import { PROCESSING_PATH } from '../steps-meta.ts';
import { useStepForm, useStepInitialValues, type StepInitial } from './use-step-form.ts';

const DEFAULTS = {
  consentCreditCheck: false,
  consentFirstParty: false,
  consentRemarketingEmail: false,
  consentRemarketingPhone: false,
  consentRemarketingSms: false,
};

export function ConsentStep() {
  const { values } = useStepInitialValues(7, DEFAULTS);
  if (!values) return <StepLayout step={7} continueLabel="Submit Application" />;
  return <ConsentForm initial={values} />;
}

function ConsentForm({ initial }: { initial: StepInitial<7> }) {
  const { form, layout } = useStepForm(7, initial);
  const resources = useApplyResources();
  const navigate = useNavigate();
  const { errors } = form.formState;
  const { register } = form;

  // docs/product.md#statuses: a failed submit keeps the answers and still goes on to processing, which
  // reports the error; the public application id is kept for the processing screen. No
  // application, or one with earlier steps missing (404/400), is not a failure to retry: the
  // applicant goes to the first step that needs answers, and processing never runs.
  const submit = form.handleSubmit(async (values) => {
    try {
      await apiRequest('POST', '/api/application/submit', values);
      clearPending(7);
    } catch (error) {
      if (error instanceof ApiError && (error.status === 400 || error.status === 404)) {
        const draft = await loadDraft(resources).catch(() => null);
        const state: NoticeState = { notice: EARLIER_STEP_NOTICE };
        await navigate(STEP_META[firstIncompleteStep(draft, 7) ?? 1].path, { replace: true, state });
        return;
      }
      console.warn('Submitting the application failed', error instanceof Error ? error.message : error);
      writePending(7, values);
    }
    clearSessionId();
    const draft = await loadDraft(resources).catch(() => null);
    if (draft?.sessionId) storeSessionId(draft.sessionId);
    await navigate(PROCESSING_PATH);
  });

  return (
    <StepLayout {...layout} onSubmit={submit} continueLabel="Submit Application">
      <section aria-labelledby="secci-heading" className="rounded-xl bg-brand-50 p-4">
        <h2 id="secci-heading" className="font-semibold text-brand-900">
          Pre-contract credit information
        </h2>
        <p className="mt-1 text-sm text-slate-700">
          The Standard European Consumer Credit Information (SECCI) sets out the key features and costs of the credit
          you are applying for. Please read it before you continue.
        </p>
        <a
          href="/api/secci-download"
          download
          className="mt-3 inline-flex items-center gap-2 font-semibold text-brand-700 underline"
        >
          <FileDown aria-hidden="true" className="size-5" /> Download the SECCI document (PDF)
        </a>
      </section>

      <Checkbox required registration={register('consentCreditCheck')} error={errors.consentCreditCheck?.message}>
        I agree to {company.companyName} and the lenders on its panel checking my details with credit reference agencies
        to assess this application. The eligibility check is a soft search that does not affect my credit score; a
        lender may carry out a full credit check only if I choose to go ahead with its offer. I have read the{' '}
        <Link to="/legal/terms" target="_blank" className="font-semibold text-brand-700 underline">
          Terms and Conditions
        </Link>{' '}
        and the{' '}
        <Link to="/legal/privacy" target="_blank" className="font-semibold text-brand-700 underline">
          Privacy Policy
        </Link>
        .
      </Checkbox>

      <fieldset className="space-y-3 rounded-xl border border-slate-200 p-4">
        <legend className="px-1 font-semibold text-slate-900">Optional: keeping in touch</legend>
        <p className="text-sm text-slate-700">
          Tick only what you want. Your application is assessed the same whether or not you tick these, and you can
          withdraw consent at any time with the unsubscribe link in any message or by contacting us.
        </p>
        <Checkbox registration={register('consentFirstParty')}>
          Send me information about other loan products offered through {company.companyName}.
        </Checkbox>
        <Checkbox registration={register('consentRemarketingEmail')}>
          Email me reminders and offers about my loan application.
        </Checkbox>
        <Checkbox registration={register('consentRemarketingPhone')}>
          Phone me about my loan application and offers.
        </Checkbox>
        <Checkbox registration={register('consentRemarketingSms')}>
          Text me (SMS) reminders and offers about my loan application.
        </Checkbox>
      </fieldset>

      <SupportQuestions register={register} />
    </StepLayout>
  );
}
