/**
 * Catalogue types of places a traveller reaches over land though their point may lie in water:
 * a lake, a bay, a lagoon or a sea inlet (the data build files every {{coord}} "waterbody" as
 * "Lake"), seen from its shore, and a bridge, walked or driven onto. A leg to one never goes by
 * ferry to the point in the water that names it (trav-064 was sent "by ferry" to Morecambe Bay's
 * point in the sands between Ulverston and Cartmel, trav-023 to Sangupiddy Bridge's over the
 * Jaffna lagoon).
 */
const SHORE_TYPES = new Set(['Lake', 'Bridge']);

export const reachedAtShore = (type: string | null | undefined): boolean =>
  !!type && SHORE_TYPES.has(type);
