const ukLongDate = new Intl.DateTimeFormat('en-GB', {
  day: 'numeric',
  month: 'long',
  year: 'numeric',
  timeZone: 'UTC',
});

/** "20 October 2025" from an ISO date (article bylines), independent of the reader's time zone. */
export function formatUkDate(iso: string): string {
  return ukLongDate.format(new Date(`${iso}T00:00:00Z`));
}
