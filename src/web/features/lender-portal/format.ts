import { londonTime, londonTimeToSecond } from '#shared/london-time.ts';

// How the portal writes money, times and stored words (issue 42 item 12): times in London time
// with the zone named, as the back office and the applicant's record show them, so the lender
// never has to guess whether 11:00 is GMT or BST.

/** Pence as pounds: 1234 → £12.34 (integer arithmetic: no floating point on the way). */
export function pounds(pence: number): string {
  const sign = pence < 0 ? '-' : '';
  const abs = Math.abs(pence);
  return `${sign}£${Math.floor(abs / 100).toLocaleString('en-GB')}.${String(abs % 100).padStart(2, '0')}`;
}

/** An ISO time as "14 Jun 2031, 11:00 BST"; to the second, "14 Jun 2031, 11:00:05 BST". */
export const when = (iso: string, seconds = false): string => (seconds ? londonTimeToSecond(iso) : londonTime(iso));

/** A stored word for the screen: `not_interested` → "not interested"; none → "—". */
export const words = (value: string | null | undefined): string => (value ? value.replaceAll('_', ' ') : '—');

/** "1 lead", "2 leads". */
export const leadsCount = (n: number): string => `${n} lead${n === 1 ? '' : 's'}`;
