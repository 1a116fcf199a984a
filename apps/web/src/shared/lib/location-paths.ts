/** The paths of the location pages (country, region, city), for links from any feature. */
export function countryPath(slug: string): string {
  return `/country/${encodeURIComponent(slug)}`;
}

export function cityPath(slug: string): string {
  return `/city/${encodeURIComponent(slug)}`;
}

export function regionPathname(country: string, slug: string): string {
  return `/region/${encodeURIComponent(country)}/${encodeURIComponent(slug)}`;
}
