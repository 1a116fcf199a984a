export * from './rating';
export {
  type Comparable,
  duplicateGroups,
  foldName,
  mergeDuplicatePlaces,
  mergeGroup,
  SAME_PLACE_METRES,
} from './merge-places';
export { osmExtractDataDate, osmFileDataDate } from './data-date';
export { OsmFormatError } from './errors';
export type {
  OsmElement,
  OsmElementType,
  OsmMember,
  OsmNode,
  OsmProgress,
  OsmReadOptions,
  OsmRelation,
  OsmTags,
  OsmWay,
} from './elements';
export { NodeCoordinates } from './node-coordinates';
export { readPbf } from './pbf-reader';
export { readOsmXml } from './xml-reader';
export {
  openOsm,
  readOsmPlaces,
  type OsmFile,
  type OsmFormat,
  type PlacesProgress,
  type ReadPlacesOptions,
} from './read-osm';
export { classifyTags, isHeritage, type TagClassification } from './tag-mapping';
export { parseCuisines } from './cuisines';
export { shopCategory } from './shop-types';
export {
  addressOf,
  describePlace,
  toPlaceRecord,
  websiteOf,
  wikidataId,
  wikipediaUrl,
  type PlaceDescription,
} from './place-record';
export {
  categorySlugs,
  categoryTreeOf,
  categoryTrees,
  findCategory,
  withAncestors,
  type CategoryNode,
  type CategoryTreeName,
} from './categories';
