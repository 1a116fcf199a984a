import styles from './country-flag.module.css';

/**
 * The flags as SVG files of their own (`no-inline`): a page fetches only the flags it shows, and
 * the bundle carries just their addresses. Keyed by the ISO 3166 alpha-2 code.
 */
const FLAG_URLS: Record<string, string> = Object.fromEntries(
  Object.entries(
    import.meta.glob<string>('@country-flags/*.svg', {
      eager: true,
      query: '?no-inline',
      import: 'default',
    }),
  ).map(([file, url]) => [file.slice(file.lastIndexOf('/') + 1, -'.svg'.length), url]),
);

/** The URL of a country's flag, or null when there is no flag for the code. */
export function flagUrl(isoCode: string): string | null {
  return FLAG_URLS[isoCode.trim().toUpperCase()] ?? null;
}

/**
 * A country's flag as an image (emoji flags show as two letters or boxes on systems without a
 * colour emoji font). Decorative: the country's name is always written beside it.
 */
export function CountryFlag({ isoCode, large = false }: { isoCode: string; large?: boolean }) {
  const url = flagUrl(isoCode);
  if (!url) return null;
  return (
    <img
      className={large ? `${styles.flag} ${styles.large}` : styles.flag}
      src={url}
      alt=""
      width={large ? 36 : 21}
      height={large ? 24 : 14}
      loading="lazy"
      decoding="async"
    />
  );
}
