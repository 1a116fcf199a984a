// What other features may use of catalog: they import from this file only (eslint.config.js).
export { useCity } from './api/get-city';
export { getCountries } from './api/get-countries';
export { useCountry } from './api/get-country';
export { useCountryRegions } from './api/get-country-regions';
export { useCountryTouristCities } from './api/get-country-tourist-cities';
export { useCountryTouristRegions } from './api/get-country-tourist-regions';
export { useRegion } from './api/get-region';
export { useRegionCities, useRegionTouristCities } from './api/get-region-cities';
export { useRegionSimilarCities } from './api/get-region-similar-cities';
export { CityCard, CityGrid, CountryCard } from './components/catalog-cards';
export { cityPath, countryPath, regionPathname } from '../../shared/lib/location-paths';
export { ClimateChart } from './components/climate-chart';
export { CostBreakdown } from './components/cost-breakdown';
export { LocalTimeFact } from './components/local-time';
export { PageSkeleton } from './components/page-skeleton';
export { ReligionBar } from './components/religion-bar';
export { SafetyBlock } from './components/safety-block';
export { TemperatureUnitSwitch } from './components/temperature-unit-switch';
export {
  DESTINATION_TYPE_LABELS,
  descriptionParagraphs,
  isAreaDestination,
} from './lib/destination';
export { ATTRACTION_ORDERINGS, DEFAULT_ORDERING, orderingValues } from './lib/orderings';
export type { AttractionOrdering } from './lib/orderings';
