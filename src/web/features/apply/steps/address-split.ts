/** A retrieved address (Loqate Retrieve shape, the fields this form uses). */
export type Retrieved = { Line1?: string; Line2?: string; City?: string; PostalCode?: string; County?: string };

/** Loqate gives the whole first line ('10 Downing Street'); the form asks house and street apart. */
export function splitAddress({ Line1 = '', Line2 = '' }: Retrieved): { house: string; street: string } {
  if (Line2.trim()) return { house: Line1.trim(), street: Line2.trim() };
  const match = /^(\d+[A-Za-z]?(?:-\d+[A-Za-z]?)?)\s+(.+)$/.exec(Line1.trim());
  return match ? { house: match[1] ?? '', street: match[2] ?? '' } : { house: Line1.trim(), street: '' };
}
