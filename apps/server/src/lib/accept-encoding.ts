/**
 * Whether an Accept-Encoding header admits a content coding (RFC 9110 §12.5.3): named, or
 * covered by `*`, with a weight above 0. No header: only the identity coding.
 */
export function acceptsEncoding(header: string | undefined, coding: string): boolean {
  if (!header) return false;
  let named: boolean | undefined;
  let any = false;
  for (const entry of header.toLowerCase().split(',')) {
    const [name = '', ...params] = entry.split(';').map((part) => part.trim());
    const q = params.find((param) => param.startsWith('q='));
    const allowed = q === undefined || Number(q.slice(2)) > 0;
    if (name === coding) named = allowed;
    else if (name === '*') any = allowed;
  }
  return named ?? any;
}
