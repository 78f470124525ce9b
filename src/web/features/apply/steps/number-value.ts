/**
 * The one number coercion of the step forms' text and select fields: an empty answer is no answer
 * (undefined, so an optional field stays optional), anything else a number (NaN for text that is
 * not one, which the schema refuses). Spread into `register(name, numberValue)`.
 */
export const numberValue = {
  setValueAs: (value: unknown): number | undefined =>
    value === '' || value === null || value === undefined ? undefined : Number(value),
};
