/** A step's save met a server problem: the step is shown again with what was typed (route-data.ts). */
export const SAVE_OUTAGE_MESSAGE =
  'We could not save this step just now. Your answers are kept on this page: please try again in a moment.';
