import { data, type RouterContextProvider } from 'react-router';
import { formText } from '#web/lib/forms/read-form.ts';
import { settle } from '#web/lib/settle.ts';
import { type AddressLookupData, type StepActionData } from './route-data.ts';
import { saveStepAction, servicesOf } from './route-data.server.ts';
import { ADDRESS_INTENT, CONTAINER, findIntent, pickField, pickIntent } from './address-intents.ts';
import { stepReading } from './step-reading.ts';
import { splitAddress } from './steps/address-split.ts';

// Step 3's postcode lookup without script (decision 033): the screen's script searches and picks
// by itself; without it both are posts of the whole form, answered by this action.

/**
 * Step 3's action: a postcode search or an address picked from its results (the screen's script
 * does both itself; without script they are posts of the whole form, so nothing typed is lost),
 * else the step's save.
 */
export async function addressStepAction(request: Request, context: Readonly<RouterContextProvider>) {
  const form = await request.formData();
  const text = formText(form, [ADDRESS_INTENT, pickField('current'), pickField('previous')]);
  const intent = text[ADDRESS_INTENT] ?? '';
  const prefix = (['current', 'previous'] as const).find((p) => intent === findIntent(p) || intent === pickIntent(p));
  if (!prefix) return saveStepAction(3, request, context, form);

  const values = stepReading(3).values(form);
  const services = servicesOf(context);
  const show = (lookup: AddressLookupData, more: Record<string, unknown> = {}) =>
    data<StepActionData>({ values: { ...values, ...more }, errors: [], lookup });
  const search = async (containerId?: string): Promise<AddressLookupData> => {
    const postcode = String(values[`${prefix}Postcode`] ?? '').trim();
    if (!postcode) return { prefix, addresses: [], message: 'Postcode required - Please enter a postcode to search' };
    const found = await settle(services, () => services.addresses.find({ postcode, containerId }));
    if (!found.ok || !Array.isArray(found.value))
      return { prefix, addresses: [], message: 'Address lookup error - Please enter your address manually' };
    const addresses = found.value;
    return addresses.length
      ? { prefix, addresses }
      : { prefix, addresses, message: 'No addresses found - Please enter your address manually' };
  };

  if (intent === findIntent(prefix)) return show(await search());
  const id = text[pickField(prefix)] ?? '';
  if (!id) return show({ ...(await search()), message: 'Select your address from the list' });
  if (id.startsWith(CONTAINER)) return show(await search(id.slice(CONTAINER.length)));
  const retrieved = await settle(services, () => services.addresses.retrieve(id));
  const address = retrieved.ok && typeof retrieved.value === 'object' ? retrieved.value : null;
  if (!address) return show({ prefix, addresses: [], message: 'Error - Could not retrieve address details' });
  const { house, street } = splitAddress(address);
  const county = address.County?.trim() ?? '';
  return show(
    { prefix, addresses: [], message: 'Address selected - Your address has been filled in' },
    {
      [`${prefix}House`]: house,
      [`${prefix}Street`]: street,
      [`${prefix}Town`]: address.City ?? '',
      ...(address.PostalCode ? { [`${prefix}Postcode`]: address.PostalCode } : {}),
      ...(prefix === 'current' && county.length >= 4 && county.length <= 32 ? { currentCounty: county } : {}),
    },
  );
}
