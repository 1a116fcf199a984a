/**
 * Catalogue types of places a traveller visits from the shore: a lake, a bay, a lagoon or a sea
 * inlet (the data build files every {{coord}} "waterbody" as "Lake"). A leg to one goes to its
 * shore over land, never by ferry to the point in the water that names it (trav-064 was sent
 * "by ferry" to Morecambe Bay's point in the sands between Ulverston and Cartmel).
 */
const SHORE_TYPES = new Set(['Lake']);

export const reachedAtShore = (type: string | null | undefined): boolean =>
  !!type && SHORE_TYPES.has(type);
