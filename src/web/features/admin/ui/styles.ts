// Class lists shared by the admin screens, kept here so no JSX line outgrows 120 columns.

/** A filter button that stays pressed while its filter is on. */
export const toggleClass = (pressed: boolean): string =>
  `rounded px-3 py-1.5 text-sm font-medium ${
    pressed ? 'bg-brand-700 text-white' : 'bg-slate-100 text-slate-800 hover:bg-slate-200'
  }`;

/** A secondary action drawn as an outlined link or button. */
export const outlineAction = [
  'inline-flex items-center gap-2 rounded border border-brand-700 px-3 py-2',
  'text-sm font-medium text-brand-700 hover:bg-brand-50',
].join(' ');
