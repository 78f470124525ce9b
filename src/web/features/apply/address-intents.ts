import type { AddressPrefix } from './route-data.ts';

/** The "Find address" and "Use this address" buttons of step 3, posted without script. */
export const ADDRESS_INTENT = 'intent';
export const findIntent = (prefix: AddressPrefix) => `find-${prefix}`;
export const pickIntent = (prefix: AddressPrefix) => `pick-${prefix}`;
export const pickField = (prefix: AddressPrefix) => `${prefix}AddressId`;
/** A picked result that holds addresses (a building of flats): its list comes next. */
export const CONTAINER = 'container:';
