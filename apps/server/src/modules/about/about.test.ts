import { AboutSchema, ContactInfoSchema } from '@ai-map/contracts';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { AppContext } from '../../app-context';
import { api } from '../../test-support/api';
import { createTestApp } from '../../test-support/test-app';
import { about } from './about.service';

const bundleDir = path.resolve(import.meta.dirname, '../../../../../data/bundle');

describe('about and contacts', () => {
  let t: Awaited<ReturnType<typeof createTestApp>>;
  beforeAll(async () => {
    t = await createTestApp({ env: { CONTACT_EMAIL: 'hello@travel.example' } });
  });
  afterAll(() => t.close());

  it('GET about/ answers the sections (no sources without a bundle)', async () => {
    const res = await t.app.inject({ method: 'GET', url: api('about/') });
    expect(res.statusCode, res.body).toBe(200);
    const body = AboutSchema.parse(res.json());
    expect(body.title).toBe('About AI Travel Map');
    expect(body.sections.map((s) => s.heading)).toContain('Where the data comes from');
    expect(body.sources).toEqual([]);
  });

  it('lists the data sources of the bundle manifest with licence and attribution', async () => {
    const ctx = { config: { ...t.config, bundleDir }, log: t.app.log } as unknown as AppContext;
    const body = await about(ctx);
    expect(body.catalogue_version).toMatch(/^[0-9a-f]{16}$/);
    expect(body.sources.length).toBeGreaterThanOrEqual(5);
    expect(body.sources.find((s) => s.name === 'Wikidata')).toEqual({
      name: 'Wikidata',
      licence: 'CC0-1.0',
      attribution: 'Data from Wikidata (CC0)',
      url: 'https://www.wikidata.org',
    });
    expect(body.sources.some((s) => s.attribution.includes('OpenStreetMap contributors'))).toBe(
      true,
    );
  });

  it('GET contacts/ answers the contact e-mail from the configuration', async () => {
    const res = await t.app.inject({ method: 'GET', url: api('contacts/') });
    expect(res.statusCode, res.body).toBe(200);
    expect(ContactInfoSchema.parse(res.json())).toEqual({
      email: 'hello@travel.example',
      feedback_url: '/contacts',
      response_time: expect.stringMatching(/working days/),
    });
  });
});
