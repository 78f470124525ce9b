import { FileDown } from 'lucide-react';
import { company } from '#shared/company.ts';
import { creditSearchConsent } from '#shared/application/consent-texts.ts';
import { CommissionDisclosure, PrivacyNotice } from './commission-disclosure.tsx';
import { ConsentWords } from './consent-text.tsx';
import { ConsentCheckbox as Checkbox } from './consent-checkbox.tsx';
import { StepLayout } from '../ui/step-layout.tsx';
import { SupportQuestions } from './support-questions.tsx';
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
  return <ConsentForm initial={values} />;
}

function ConsentForm({ initial }: { initial: StepInitial<7> }) {
  const { form, layout, errors } = useStepForm(7, initial);
  const { register } = form;

  return (
    <StepLayout {...layout} continueLabel="Submit Application">
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

      <CommissionDisclosure />

      <PrivacyNotice />

      <Checkbox required registration={register('consentCreditCheck')} error={errors.consentCreditCheck?.message}>
        <ConsentWords paragraph={creditSearchConsent().paragraphs[0]!} />
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
