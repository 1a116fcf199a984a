import { readFileSync } from 'node:fs';

/** Splits one CSV line into fields (RFC 4180 quoting; no fields spanning lines in our inputs). */
export function parseCsvLine(line: string): string[] {
  const fields: string[] = [];
  let field = '';
  let quoted = false;
  for (let i = 0; i < line.length; i++) {
    const ch = line[i];
    if (quoted) {
      if (ch === '"' && line[i + 1] === '"') {
        field += '"';
        i++;
      } else if (ch === '"') quoted = false;
      else field += ch;
    } else if (ch === '"') quoted = true;
    else if (ch === ',') {
      fields.push(field);
      field = '';
    } else field += ch;
  }
  fields.push(field);
  return fields;
}

/** The rows of a CSV file with a header line, as objects keyed by the header's names. */
export function readCsvRows(file: string): Record<string, string>[] {
  const [header, ...lines] = readFileSync(file, 'utf8').split(/\r?\n/);
  const names = parseCsvLine(header ?? '').map((name) => name.trim());
  return lines
    .filter((line) => line.trim())
    .map((line) => {
      const fields = parseCsvLine(line);
      return Object.fromEntries(names.map((name, i) => [name, fields[i]?.trim() ?? '']));
    });
}
