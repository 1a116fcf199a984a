import { api } from '../../test-support/api';
import { useTestApp } from '../../test-support/test-app';

/** Boxes the map data calls are asked about: the whole world, and mainland France. */
export const world = { top_left: { lat: 85, lng: -180 }, bottom_right: { lat: -85, lng: 180 } };
export const franceBox = {
  top_left: { lat: 51.5, lng: -5 },
  bottom_right: { lat: 42, lng: 8.5 },
};

/** An app on the test catalogue for the describe block, with its POST and GET calls. */
export function useGeoDataApi() {
  const t = useTestApp({ catalogue: true });
  const post = (path: string, payload?: unknown) =>
    t.app.inject({ method: 'POST', url: api(path), payload: payload as object });
  const get = (path: string) => t.app.inject({ method: 'GET', url: api(path) });
  return { post, get };
}
