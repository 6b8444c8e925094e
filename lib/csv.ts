/**
 * RFC 4180 CSV (CRLF line ends, quoted fields), with cells that a spreadsheet would read as
 * a formula (=, +, -, @, tab, carriage return) prefixed with an apostrophe (OWASP CSV injection).
 */
export function csvCell(value: string | number | boolean | null | undefined): string {
  let text = value === null || value === undefined ? '' : String(value);
  if (/^[=+\-@\t\r]/.test(text)) text = `'${text}`;
  return /[",\r\n']/.test(text) || text !== text.trim() ? `"${text.replace(/"/g, '""')}"` : text;
}

export type CsvRow = readonly (string | number | boolean | null | undefined)[];

/** One record, with its CRLF. */
export const csvLine = (row: CsvRow) => `${row.map(csvCell).join(',')}\r\n`;

export function toCsv(header: readonly string[], rows: readonly CsvRow[]): string {
  return [header, ...rows].map(csvLine).join('');
}
