import { Controller, useWatch } from 'react-hook-form';
import { Building, Building2, CircleHelp, Handshake, Home, Users } from 'lucide-react';
import { canonicalPostcode } from '#shared/application/canonical.ts';
import { RESIDENTIAL_STATUSES } from '#shared/application/codes.ts';
import { PREVIOUS_ADDRESS_BELOW_MONTHS } from '#shared/application/step-fields.ts';
import { ChoiceGrid, type Choice } from '#web/components/ui/choice-grid.tsx';
import { AddressLookup } from './address-lookup.tsx';
import { DurationField } from './duration-field.tsx';
import { StepLayout } from '../ui/step-layout.tsx';
import { useStepForm, useStepInitialValues, type StepInitial } from './use-step-form.ts';

const ICONS = [Home, Building, Building2, Users, CircleHelp, Handshake];
const STATUSES: Choice[] = RESIDENTIAL_STATUSES.map((s, i) => ({ ...s, icon: ICONS[i] ?? CircleHelp }));

/** A saved postcode is stored compact (`M11AE`): the box shows it as written, `M1 1AE` (issue 27.10). */
const POSTCODES = ['currentPostcode', 'previousPostcode'] as const;

export function AddressStep() {
  const { values } = useStepInitialValues(3);
  const shown: Record<string, unknown> = { ...values };
  for (const key of POSTCODES) if (typeof shown[key] === 'string') shown[key] = canonicalPostcode(shown[key]);
  return <AddressForm initial={shown as StepInitial<3>} />;
}

function AddressForm({ initial }: { initial: StepInitial<3> }) {
  const { form, layout, errors } = useStepForm(3, initial);
  const months = useWatch({ control: form.control, name: 'currentMonthsAtAddress' }) as number | undefined;
  const needsPrevious = months !== undefined && months < PREVIOUS_ADDRESS_BELOW_MONTHS;

  return (
    // The postcode searches are submit buttons (they post without script): Enter elsewhere means Continue.
    <StepLayout {...layout} enterMeansContinue>
      <fieldset>
        <legend className="text-lg font-bold text-brand-900">Current address</legend>
        <div className="mt-3">
          <AddressLookup form={form} errors={errors} prefix="current" withCounty />
        </div>
      </fieldset>
      <Controller
        control={form.control}
        name="currentResidentialStatus"
        render={({ field }) => (
          <ChoiceGrid
            label="Residential status"
            required
            columns={3}
            choices={STATUSES}
            value={field.value as number | undefined}
            onChange={field.onChange}
            name={field.name}
            error={errors.currentResidentialStatus?.message}
          />
        )}
      />
      <Controller
        control={form.control}
        name="currentMonthsAtAddress"
        render={({ field }) => (
          <DurationField
            label="Time at this address"
            required
            maxYears={100}
            value={field.value as number | undefined}
            onChange={field.onChange}
            name={field.name}
            error={errors.currentMonthsAtAddress ? 'Tell us how long you have lived here: at least 1 month' : undefined}
          />
        )}
      />
      {needsPrevious ? (
        <fieldset className="rounded-xl border border-brand-100 bg-brand-50 p-4">
          <legend className="px-1 text-lg font-bold text-brand-900">Previous address</legend>
          <p className="mb-3 text-sm text-slate-700">
            You have lived at your current address for less than 12 months, so lenders also need your previous address.
          </p>
          <AddressLookup form={form} errors={errors} prefix="previous" />
        </fieldset>
      ) : null}
    </StepLayout>
  );
}
