/**
 * The assistant's tools in one namespace (`import * as tools from './tools/toolbox'`), for both
 * brains and the MCP server. They live by group: the toolbox itself and the map
 * (`toolbox-core.ts`), catalogue look-ups (`catalogue-tools.ts`), planning a trip
 * (`plan-trip.ts`, its areas and route in `plan-areas.ts`) and editing one (`trip-tools.ts`).
 */
export {
  boxAround,
  catalogueBox,
  createToolbox,
  NoTripError,
  placeTypeOf,
  readTrip,
  ReplanNotAllowedError,
  showOnMap,
  type CatalogueBox,
  type Toolbox,
} from './toolbox-core';
export {
  activitySpots,
  guideTownNear,
  namedSightNear,
  categoriesOf,
  cityFacts,
  countryByCode,
  countryClimate,
  countryFacts,
  placeFacts,
  searchPlaces,
  townsAround,
  countriesWithSights,
  whereToGo,
  type FoundPlace,
  type WhereWhenRequest,
} from './catalogue-tools';
export { pickAreaOf, type PlanArea } from './plan-areas';
export { planTrip, type PlanOutcome, type PlanRequest } from './plan-trip';
export type { Alternative } from '../checker/plan-checker';
export {
  addStop,
  addStopAfter,
  askTransport,
  changeTransport,
  moveStop,
  removeStop,
  setDays,
  setStartPoint,
  swapDays,
  tripBudget,
} from './trip-tools';
