import { describe, expect, it } from 'vitest';
import { blogPaths } from './blog';
import { plannerPaths } from './planner';
import { routeOf } from './routes';
import { searchPaths } from './search';

describe('routeOf', () => {
  it('turns each argument of a path builder into a :parameter of the route', () => {
    expect(routeOf(plannerPaths.locationTileInfo, 'country_id')).toBe(
      '/planner/location_tile_info/:country_id',
    );
    expect(routeOf(plannerPaths.changeStop, 'id', 'point_type', 'stop_id')).toBe(
      '/planner/trips/:id/:point_type/:stop_id/',
    );
    expect(routeOf(searchPaths.search, 'type')).toBe('/search/:type/');
  });

  it('keeps the parameter of a builder that encodes its argument', () => {
    // The web client encodes a slug ("a b" → a%20b); the route still names the parameter.
    expect(blogPaths.article('a b')).toBe('blog/a%20b/');
    expect(routeOf(blogPaths.article, 'id')).toBe('/blog/:id/');
  });
});
