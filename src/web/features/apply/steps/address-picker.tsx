import { useId, type RefObject } from 'react';
import { CONTAINER, ADDRESS_INTENT, pickField, pickIntent } from '../address-intents.ts';

/** One result of the postcode search: an address, or a container (a building) to drill into. */
export type Found = { Id: string; Text: string; Description: string; Type: string };

/**
 * The postcode search's results as a select: with script a choice is taken at once (`onChoose`,
 * a container's id without its marker); without script "Use this address" posts the choice.
 */
export function AddressPicker({
  results,
  prefix,
  selectRef,
  onChoose,
}: {
  results: Found[];
  prefix: 'current' | 'previous';
  selectRef: RefObject<HTMLSelectElement | null>;
  onChoose: (id: string) => void;
}) {
  const pickerId = useId();
  return (
    <div>
      <label htmlFor={pickerId} className="block font-semibold text-slate-900">
        {prefix === 'previous' ? 'Select your previous address' : 'Select your address'}
      </label>
      <select
        // A new list (after drilling into a building) starts unselected.
        key={results[0]?.Id}
        id={pickerId}
        ref={selectRef}
        name={pickField(prefix)}
        defaultValue=""
        onChange={(e) => onChoose(e.target.value.replace(CONTAINER, ''))}
        className="mt-1 block w-full rounded-lg border border-slate-400 bg-white px-3 py-2.5 text-base"
      >
        <option value="">{results.length} results: choose your address</option>
        {results.map((r) => (
          <option key={r.Id} value={r.Type === 'Address' ? r.Id : `${CONTAINER}${r.Id}`}>
            {[r.Text, r.Description].filter(Boolean).join(', ')}
          </option>
        ))}
      </select>
      {/* The script picks as soon as an address is chosen; without it, this posts the choice. */}
      <noscript>
        <button
          type="submit"
          name={ADDRESS_INTENT}
          value={pickIntent(prefix)}
          className="mt-2 rounded-lg border border-brand-700 px-4 py-2 font-semibold text-brand-700"
        >
          Use this address
        </button>
      </noscript>
    </div>
  );
}
