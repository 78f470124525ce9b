import { stringify } from 'csv-stringify/sync';

/**
 * Rows as a CSV file for a spreadsheet: a header row, Windows line ends, and each cell a spreadsheet
 * would run as a formula (text starting =, +, -, @, a tab or a carriage return) made text by a
 * leading apostrophe (csv-stringify's `escape_formulas`: OWASP's CSV injection). A number stays a
 * number, negative ones too.
 */
export const spreadsheetCsv = (columns: readonly string[], rows: readonly (readonly (string | number)[])[]): string =>
  stringify(rows as (string | number)[][], {
    header: true,
    columns: [...columns],
    record_delimiter: 'windows',
    escape_formulas: true,
  });
