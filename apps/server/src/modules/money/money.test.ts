import {
  BrandOffersSchema,
  CountryCurrenciesSchema,
  CurrencyItemSchema,
  MoneyOverviewSchema,
  MoneyPlaceSchema,
  UnavailableCostsSchema,
  listPage,
  splitWeeklyCost,
} from '@ai-map/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { api } from '../../test-support/api';
import { createCatalogueTestApp } from '../places/test-catalogue';

type TestApp = Awaited<ReturnType<typeof createCatalogueTestApp>>;

describe('money API', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createCatalogueTestApp();
  });
  afterAll(() => t.close());

  const get = (path: string) => t.app.inject({ method: 'GET', url: api(path) });

  it('answers currencies, costs and money place counts of a country, region and city', async () => {
    const france = MoneyOverviewSchema.parse((await get('money/country/france/')).json());
    expect(france).toMatchObject({
      location: { level: 'country', slug: 'france' },
      currencies: [{ currency_sign: '€', iso_code: 'EUR', name: 'Euro' }],
      price_level: 0.78,
      cost_for_week: 1092,
      cost_for_month: 4368,
      banks_count: 1,
      atms_count: 1,
      exchanges_count: 1,
      car_rentals_count: 0,
    });
    expect(france.cost_and_expenses).toEqual({
      currency: 'USD',
      period: 'week',
      ...splitWeeklyCost(1092),
    });
    const region = MoneyOverviewSchema.parse(
      (await get('money/region/france/provence-alpes-cote-d-azur/')).json(),
    );
    expect(region).toMatchObject({ banks_count: 0, cost_for_week: 1092 });
    const city = MoneyOverviewSchema.parse(
      (await get('money/city/malta/valletta/valletta/')).json(),
    );
    expect(city).toMatchObject({
      location: { level: 'city', slug: 'valletta', country_slug: 'malta' },
      cost_for_week: null,
      cost_and_expenses: null,
      car_rentals_count: 1,
    });
    expect((await get('money/country/atlantis/')).statusCode).toBe(404);
    expect((await get('money/city/france/ile-de-france/valletta/')).statusCode).toBe(404);
  });

  it('lists banks, ATMs and currency exchanges', async () => {
    const banks = listPage(MoneyPlaceSchema).parse(
      (await get('money/bank/country/france/')).json(),
    );
    expect(banks.list.map((b) => [b.name, b.type])).toEqual([
      ['ATM Rivoli', 'atm'],
      ['BNP Paribas', 'bank'],
    ]);
    const onlyBanks = listPage(MoneyPlaceSchema).parse(
      (await get('money/bank/region/france/ile-de-france/?type=bank')).json(),
    );
    expect(onlyBanks.list.map((b) => b.name)).toEqual(['BNP Paribas']);
    const paris = banks.list[0]!.city_id!;
    const inCity = listPage(MoneyPlaceSchema).parse(
      (await get(`money/changer/country/france/?city_id=${paris}`)).json(),
    );
    expect(inCity.list.map((b) => b.name)).toEqual(['Travelex']);
    const cityPath = listPage(MoneyPlaceSchema).parse(
      (await get('money/changer/city/france/ile-de-france/paris/')).json(),
    );
    expect(cityPath.count).toBe(1);
    const outside = await get(`money/bank/country/malta/?city_id=${paris}`);
    expect(outside.statusCode).toBe(400);
    expect(outside.json().fields.city_id).toBeDefined();
    expect((await get('money/bank/country/france/?page=0')).statusCode).toBe(400);
  });

  it('answers transport and insurance costs as empty lists with a reason', async () => {
    for (const path of [
      'money/transport/france/inside/',
      'money/transport/region/france/ile-de-france/inside/',
      'money/transport/city/france/ile-de-france/paris/inside/',
      'money/air/france/inside/',
      'money/transport/france/air/outside/',
      'money/transport/france/outside/?transport_type=bus&city_id=1',
      'country_insurance/',
    ]) {
      const res = await get(path);
      expect(res.statusCode, path).toBe(200);
      const body = UnavailableCostsSchema.parse(res.json());
      expect(body.results).toEqual([]);
      expect(body.count).toBe(0);
      expect(body.reason).toMatch(/open data/);
    }
    expect((await get('money/transport/atlantis/inside/')).statusCode).toBe(404);
  });

  it('lists car rentals as brand offers without invented prices', async () => {
    const offers = BrandOffersSchema.parse(
      (await get('money/transport_inside_location_brand_list/?rent_type=car&country=malta')).json(),
    );
    expect(offers.results).toEqual([
      expect.objectContaining({
        partner_data: {
          partner_title: 'Sixt Valletta',
          address: null,
          phone: '+356 2100 0000',
          partner_url: 'https://www.sixt.com/',
        },
        partren_cost: null,
      }),
    ]);
    expect(offers.reason).toMatch(/null/);
    const france = BrandOffersSchema.parse(
      (await get('money/transport_inside_location_brand_list/?country=france')).json(),
    );
    expect(france.count).toBe(0);
    const boats = BrandOffersSchema.parse(
      (await get('money/transport_inside_location_brand_list/?rent_type=boat')).json(),
    );
    expect(boats).toMatchObject({ count: 0, results: [] });
    expect(
      (await get('money/transport_inside_location_brand_list/?country=atlantis')).statusCode,
    ).toBe(404);
  });

  it('lists currencies once, USD first, and per country', async () => {
    const currencies = CurrencyItemSchema.array().parse((await get('currencies/')).json());
    expect(currencies).toEqual([
      { currency_sign: '$', iso_code: 'USD', name: 'United States dollar' },
      { currency_sign: '€', iso_code: 'EUR', name: 'Euro' },
    ]);
    const perCountry = CountryCurrenciesSchema.array().parse(
      (await get('country_currencies/')).json(),
    );
    expect(perCountry.map((c) => c.country_slug)).toEqual(['france', 'malta']);
    expect(perCountry[0]!.currencies[0]).toMatchObject({
      iso_code: 'EUR',
      costs: { currency: 'USD', cost_for_week: 1092 },
    });
  });
});
