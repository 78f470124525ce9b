import { useEffect, useRef, useState } from 'react';
import { useActionData } from 'react-router';
import type { UseFormReturn } from 'react-hook-form';
import type { z } from 'zod';
import { toast } from 'sonner';
import { LoaderCircle, Search } from 'lucide-react';
import type { step3Schema } from '#shared/application/steps.ts';
import { apiJson } from '#web/lib/api-client.ts';
import { TextField } from '#web/components/ui/field.tsx';
import { splitAddress, type Retrieved } from './address-split.ts';
import type { StepActionData } from '../route-data.ts';
import { ADDRESS_INTENT, findIntent } from '../address-intents.ts';
import { AddressPicker, type Found } from './address-picker.tsx';

type Input = z.input<typeof step3Schema>;
type Form = UseFormReturn<Input, unknown, z.output<typeof step3Schema>>;

/** Postcode search with an address picker (drilling into containers), then editable fields. */
export function AddressLookup({
  form,
  errors,
  prefix,
  withCounty = false,
}: {
  form: Form;
  errors: Partial<Record<string, { message?: string | undefined }>>;
  prefix: 'current' | 'previous';
  withCounty?: boolean;
}) {
  const { register, getValues, setValue } = form;
  // Without script, "Find address" and "Use this address" post the form: the results come back here.
  const posted = useActionData<StepActionData>()?.lookup;
  const postedHere = posted?.prefix === prefix ? posted : undefined;
  const [results, setResults] = useState<Found[] | null>(postedHere?.addresses ?? null);
  const [busy, setBusy] = useState(false);
  const pickerRef = useRef<HTMLSelectElement>(null);
  // Both blocks can be on screen at once: the previous one names itself in every label.
  const label = (text: string) =>
    prefix === 'previous' ? `Previous ${text.charAt(0).toLowerCase()}${text.slice(1)}` : text;

  useEffect(() => {
    if (results?.length) pickerRef.current?.focus();
  }, [results]);

  // Its notes are about this step's address: they go when the step does, not onto the next step
  // (issue 42 item 7: "Address selected" followed the applicant onto step 4).
  const raised = useRef(new Set<string | number>());
  const note = (id: string | number) => raised.current.add(id);
  useEffect(() => {
    const ids = raised.current;
    return () => ids.forEach((id) => toast.dismiss(id));
  }, []);

  const search = async (containerId?: string) => {
    const postcode = String(getValues(`${prefix}Postcode`) ?? '').trim();
    if (!postcode) {
      note(toast.error('Postcode required', { description: 'Please enter a postcode to search' }));
      return;
    }
    setBusy(true);
    try {
      const params = new URLSearchParams({ postcode, ...(containerId ? { containerId } : {}) });
      const body = await apiJson<{ success: boolean; addresses?: Found[]; message?: string }>(
        'GET',
        `/api/validation/address/search?${params}`,
      );
      if (!body.success) throw new Error(body.message ?? 'lookup failed');
      const addresses = body.addresses ?? [];
      setResults(addresses);
      if (addresses.length === 0)
        note(toast.info('No addresses found', { description: 'Please enter your address manually' }));
    } catch {
      setResults(null);
      note(toast.error('Address lookup error', { description: 'Please enter your address manually' }));
    } finally {
      setBusy(false);
    }
  };

  const choose = async (id: string) => {
    const item = results?.find((r) => r.Id === id);
    if (!item) return;
    if (item.Type !== 'Address') return search(item.Id);
    setBusy(true);
    try {
      const body = await apiJson<{ success: boolean; address?: Retrieved }>(
        'GET',
        `/api/validation/address/retrieve?${new URLSearchParams({ id })}`,
      );
      if (!body.success || !body.address) throw new Error('retrieve failed');
      const { house, street } = splitAddress(body.address);
      const opts = { shouldValidate: true, shouldDirty: true } as const;
      setValue(`${prefix}House`, house, opts);
      setValue(`${prefix}Street`, street, opts);
      setValue(`${prefix}Town`, body.address.City ?? '', opts);
      if (body.address.PostalCode) setValue(`${prefix}Postcode`, body.address.PostalCode, opts);
      const county = body.address.County?.trim() ?? '';
      if (withCounty && county.length >= 4 && county.length <= 32) setValue('currentCounty', county, opts);
      setResults(null);
      note(toast.success('Address selected', { description: 'Your address has been filled in' }));
    } catch {
      note(toast.error('Error', { description: 'Could not retrieve address details' }));
    } finally {
      setBusy(false);
    }
  };

  return (
    <div className="space-y-4">
      <div className="flex items-end gap-2">
        <TextField
          className="flex-1"
          label={label('Postcode')}
          required
          autoComplete={prefix === 'current' ? 'postal-code' : 'off'}
          error={errors[`${prefix}Postcode`]?.message}
          // Enter in the postcode searches (with script); anywhere else in the form it means Continue.
          onKeyDown={(event) => {
            if (event.key !== 'Enter' || event.nativeEvent.isComposing) return;
            event.preventDefault();
            if (!busy) void search();
          }}
          {...register(`${prefix}Postcode`)}
        />
        <button
          type="submit"
          name={ADDRESS_INTENT}
          value={findIntent(prefix)}
          onClick={(event) => {
            event.preventDefault();
            void search();
          }}
          disabled={busy}
          className={
            'inline-flex h-[46px] items-center gap-1 rounded-lg bg-brand-700 px-4 font-semibold text-white ' +
            `hover:bg-brand-800 disabled:bg-slate-400 ${errors[`${prefix}Postcode`] ? 'mb-7' : ''}`
          }
        >
          {busy ? (
            <LoaderCircle aria-hidden="true" className="size-4 animate-spin" />
          ) : (
            <Search aria-hidden="true" className="size-4" />
          )}
          {prefix === 'previous' ? 'Find previous address' : 'Find address'}
        </button>
      </div>
      {postedHere?.message ? (
        <p role="status" className="rounded-lg bg-brand-50 p-3 text-sm text-slate-800">
          {postedHere.message}
        </p>
      ) : null}
      {results && results.length > 0 ? (
        <AddressPicker results={results} prefix={prefix} selectRef={pickerRef} onChoose={(id) => void choose(id)} />
      ) : null}
      <div className="grid gap-4 sm:grid-cols-2">
        <TextField
          label={label('House number or name')}
          required
          autoComplete={prefix === 'current' ? 'address-line1' : 'off'}
          error={errors[`${prefix}House`]?.message}
          {...register(`${prefix}House`)}
        />
        <TextField
          label={label('Street')}
          required
          autoComplete={prefix === 'current' ? 'address-line2' : 'off'}
          error={errors[`${prefix}Street`]?.message}
          {...register(`${prefix}Street`)}
        />
        <TextField
          label={label('Town or city')}
          required
          autoComplete={prefix === 'current' ? 'address-level2' : 'off'}
          error={errors[`${prefix}Town`]?.message}
          {...register(`${prefix}Town`)}
        />
        {withCounty ? (
          <TextField label="County (optional)" error={errors.currentCounty?.message} {...register('currentCounty')} />
        ) : null}
      </div>
    </div>
  );
}
