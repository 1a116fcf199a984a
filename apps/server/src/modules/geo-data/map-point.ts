/** A row's centre as the contracts' `[lng, lat]` point (GeoJSON order). */
export const point = (row: { lat: number; lng: number }): [number, number] => [row.lng, row.lat];
