import {
  AreasResponseSchema,
  CityGeoListSchema,
  CountryGeoListSchema,
  TouristCitiesSchema,
} from '@ai-map/contracts';
import { describe, expect, it } from 'vitest';
import { expectFieldErrors } from '../../test-support/api';
import { geometryBox, simplifyGeometry } from './country-shapes.service';
import { franceBox, useGeoDataApi, world } from './geo-data.fixtures';

describe('geo map data API', () => {
  const { post } = useGeoDataApi();

  it('simplifies shapes with Douglas–Peucker and rounds to 6 decimals', () => {
    const square = {
      type: 'Polygon' as const,
      coordinates: [
        [
          [0, 0],
          [0.5, 0.001],
          [1, 0],
          [1, 1],
          [0.123456789, 1],
          [0, 0],
        ],
      ],
    };
    expect(simplifyGeometry(square, 1).coordinates).toEqual([
      [
        [0, 0],
        [1, 0],
        [1, 1],
        [0.123457, 1],
        [0, 0],
      ],
    ]);
    expect(geometryBox(square)).toEqual({
      top_left: { lat: 1, lng: 0 },
      bottom_right: { lat: 0, lng: 1 },
    });
  });

  it('keeps a polygon turf cannot simplify and simplifies the others', () => {
    // A ring of points on one latitude collapses when cleaned (Antarctica along the pole).
    const flat = [
      [
        [-180, -89.999],
        [0, -89.999],
        [90, -89.999],
        [180, -89.999],
        [-180, -89.999],
      ],
    ];
    const square = [
      [
        [0, 0],
        [0.5, 0.001],
        [1, 0],
        [1, 1],
        [0, 1],
        [0, 0],
      ],
    ];
    expect(
      simplifyGeometry({ type: 'MultiPolygon', coordinates: [flat, square] }, 3).coordinates,
    ).toEqual([
      flat,
      [
        [
          [0, 0],
          [1, 0],
          [1, 1],
          [0, 1],
          [0, 0],
        ],
      ],
    ]);
  });

  it('answers country shapes per simplification level with optional filters', async () => {
    const res = await post('geo/countries/filter?simpl_lvl=3');
    expect(res.statusCode).toBe(200);
    const body = CountryGeoListSchema.parse(res.json());
    expect(body).toMatchObject({ simpl_lvl: 3, tolerance: 0.06 });
    const france = body.results.find((c) => c.country_slug === 'france')!;
    expect(france.geo_points_json).toEqual([2, 46]);
    expect(france.geo_polygons_json?.type).toBe('Polygon');
    expect((france.geo_polygons_json!.coordinates[0] as number[][])[0]).toEqual([-4.8, 48.4]);
    const malta = body.results.find((c) => c.country_slug === 'malta')!;
    expect(malta.geo_polygons_json).toBeNull();
    // Cached level: the same answer again.
    expect((await post('geo/countries/filter?simpl_lvl=3')).json()).toEqual(res.json());

    const asia = CountryGeoListSchema.parse(
      (await post('geo/countries/filter?simpl_lvl=5', { continent: 'Asia' })).json(),
    );
    expect(asia.results).toEqual([]);
    const europe = CountryGeoListSchema.parse(
      (await post('geo/countries/filter', { continent: 'Europe', rating: [0, 10] })).json(),
    );
    expect(europe.results.map((c) => c.country_slug).sort()).toEqual(['france', 'malta']);
    expect((await post('geo/countries/filter?simpl_lvl=6')).statusCode).toBe(400);
    const unknown = await post('geo/countries/filter', { colour: 'red' });
    expect(unknown.statusCode).toBe(400);
    expect(unknown.json().fields).toHaveProperty('colour');
  });

  it('filters cities by box, terrain and season; checks the box', async () => {
    const all = CityGeoListSchema.parse((await post('geo/cities/filter')).json());
    expect(all.results.map((c) => c.city_name).sort()).toEqual(['Marseille', 'Paris', 'Valletta']);
    expect(all.results.every((c) => c.geo_polygons_json === null)).toBe(true);
    const paris = all.results.find((c) => c.city_name === 'Paris')!;
    expect(paris.geo_points_json).toEqual([2.3488, 48.85341]);

    const inFrance = CityGeoListSchema.parse((await post('geo/cities/filter', franceBox)).json());
    expect(inFrance.results.map((c) => c.city_name).sort()).toEqual(['Marseille', 'Paris']);
    const coastal = CityGeoListSchema.parse(
      (await post('geo/cities/filter', { terrain: ['coastal', 'nowhere'] })).json(),
    );
    expect(coastal.results.map((c) => c.city_name).sort()).toEqual(['Marseille', 'Valletta']);
    const hotInJuly = CityGeoListSchema.parse(
      (await post('geo/cities/filter', { month: 7, climatic_seasons: ['hot'] })).json(),
    );
    expect(hotInJuly.results.map((c) => c.city_name)).toEqual(['Valletta']);

    // Rounded to 6 decimals and clamped: a huge box still finds everything.
    const huge = CityGeoListSchema.parse(
      (
        await post('geo/cities/filter', {
          top_left: { lat: 400.1234567891, lng: -999 },
          bottom_right: { lat: -400, lng: 999 },
        })
      ).json(),
    );
    expect(huge.results).toHaveLength(3);

    const inverted = await post('geo/cities/filter', {
      top_left: { lat: 42, lng: -5 },
      bottom_right: { lat: 51.5, lng: 8.5 },
    });
    expect(inverted.statusCode).toBe(400);
    expectFieldErrors(inverted.json(), {
      top_left: ['top_left.lat must not be south of bottom_right.lat (inverted bounding box).'],
    });
    // West east of east is a box across the antimeridian: [10, 180] and [-180, 3] here.
    const across = CityGeoListSchema.parse(
      (
        await post('geo/cities/filter', {
          top_left: { lat: 60, lng: 10 },
          bottom_right: { lat: 30, lng: 3 },
        })
      ).json(),
    );
    expect(across.results.map((c) => c.city_name).sort()).toEqual(['Paris', 'Valletta']);
    const oneCorner = await post('geo/cities/filter', { top_left: { lat: 1, lng: 1 } });
    expect(oneCorner.statusCode).toBe(400);
    expect(oneCorner.json().fields).toHaveProperty('bottom_right');
    const extraKey = await post('geo/cities/filter', { ...franceBox, zoom: 5 });
    expect(extraKey.statusCode).toBe(400);
    expect(extraKey.json().fields).toHaveProperty('zoom');
  });

  it('lists tourist cities in the box, most attractions first', async () => {
    const body = TouristCitiesSchema.parse((await post('geo/tourist_cities/', world)).json());
    expect(body.results.map((c) => c.city_name)).toEqual(['Paris']);
    expect(body.results[0]).toMatchObject({
      attractions_count: 2,
      category_icons: [{ type: 'attractions', count: 2 }],
    });
    const malta = { top_left: { lat: 36.1, lng: 14.2 }, bottom_right: { lat: 35.7, lng: 14.7 } };
    expect((await post('geo/tourist_cities/', malta)).json()).toEqual({ results: [] });
    expect((await post('geo/tourist_cities/', {})).statusCode).toBe(400);
  });

  it('answers regions as circle areas and other area types empty with a reason', async () => {
    const res = await post('geo/areas?type=regions', franceBox);
    const body = AreasResponseSchema.parse(res.json());
    expect(body).toMatchObject({ count: 2, page: 1, reason: null });
    const idf = body.results.find((a) => a.name === 'Île-de-France')!;
    expect(idf).toMatchObject({
      shape_type: 'circle',
      type: ['region', 'region'],
      geo_center: [2.5, 48.8],
      geo_smooth: null,
    });
    // Paris is about 12.5 km from the region centre.
    expect(idf.geo_mark.radius_m).toBeGreaterThan(11_000);
    expect(idf.geo_mark.radius_m).toBeLessThan(14_000);
    const page2 = AreasResponseSchema.parse(
      (await post('geo/areas?type=regions', { ...franceBox, page: 2, page_size: 1 })).json(),
    );
    expect(page2.results).toHaveLength(1);
    expect(page2.results[0]!.name).not.toBe(
      AreasResponseSchema.parse(
        (await post('geo/areas?type=regions', { ...franceBox, page_size: 1 })).json(),
      ).results[0]!.name,
    );
    const drawn = AreasResponseSchema.parse(
      (await post('geo/areas?type=tourist_area', world)).json(),
    );
    expect(drawn.results).toEqual([]);
    expect(drawn.reason).toMatch(/No open data/);
  });
});
