/** XML text and attribute escaping for the GPX and KML writers (XML 1.0 §2.4, §3.3.3). */
export function escapeXml(value: string): string {
  return (
    value
      .replace(/&/g, '&amp;')
      .replace(/</g, '&lt;')
      .replace(/>/g, '&gt;')
      .replace(/"/g, '&quot;')
      .replace(/'/g, '&apos;')
      // Control characters other than tab and line breaks are not allowed in XML 1.0 at all.
      // eslint-disable-next-line no-control-regex
      .replace(/[\u0000-\u0008\u000B\u000C\u000E-\u001F\uFFFE\uFFFF]/g, '')
  );
}

/** A coordinate with six decimals (about 10 cm), as both formats write them. */
export const coord = (value: number) => value.toFixed(6);
