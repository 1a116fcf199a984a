import { describe, expect, it } from 'vitest';
import { blogPaths } from './blog';
import { chatSocketPaths } from './chat-socket';
import { geoPaths } from './geo';
import { plannerPaths } from './planner';
import { MAP_CONFIG_PATH, routeOf } from './routes';
import { searchPaths } from './search';
import { culturePaths, eventPaths, foodPaths, markPaths, moneyPaths } from './venue-paths';

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

  it('keeps the one slash of a path outside API_BASE', () => {
    expect(routeOf(chatSocketPaths.chat, 'id')).toBe('/ws/chat/:id/');
    expect(MAP_CONFIG_PATH).toBe('/map/config.json');
  });

  it('gives the routes the server registered before the tables held them (issue 17)', () => {
    expect(routeOf(eventPaths.ofRegionCategory, 'slug', 'cat')).toBe(
      '/events/division/:slug/:cat/sub_category/',
    );
    expect(routeOf(eventPaths.ofRegion, 'slug')).toBe('/events/divisions/:slug/category/');
    expect(routeOf(eventPaths.detail, 'slug', 'id')).toBe('/events/event/:slug/:id/detail/');
    expect(routeOf(foodPaths.ofLocation, 'view', 'slug', 'category')).toBe(
      '/food/:view/:slug/:category/',
    );
    expect(routeOf(culturePaths.division, 'id', 'list')).toBe('/division/local_culture/:id/:list/');
    expect(routeOf(moneyPaths.changer.city, 'slug', 'region', 'city')).toBe(
      '/money/changer/city/:slug/:region/:city/',
    );
    expect(routeOf(moneyPaths.transportInside.country, 'slug')).toBe(
      '/money/transport/:slug/inside/',
    );
    expect(routeOf(markPaths.toggle, 'param', 'object', 'id')).toBe('/:param/:object/:id/');
    expect(routeOf(markPaths.eventLiked, 'id')).toBe('/events/event/:id/liked/');
    expect(markPaths.list('visited', 'entertainments')).toBe('users/visited_entertainments/');
    expect(geoPaths.markers.food).toBe('geo/foods');
  });
});
