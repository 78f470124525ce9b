/** A moment as the applicant's pages say it: "20 November 2026 at 10:15", London time. */
export const longDate = (date: Date) =>
  new Intl.DateTimeFormat('en-GB', { dateStyle: 'long', timeStyle: 'short', timeZone: 'Europe/London' }).format(date);
