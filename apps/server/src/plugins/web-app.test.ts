import Fastify from 'fastify';
import { mkdtemp, mkdir, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { servesAppPage, webAppPlugin } from './web-app';

describe('servesAppPage', () => {
  it('serves the app for page paths, whatever the query', () => {
    for (const url of ['/', '/chat/abc', '/country/france?x=1', '/trip/shared/t0k3n']) {
      expect(servesAppPage('GET', url), url).toBe(true);
    }
    expect(servesAppPage('HEAD', '/')).toBe(true);
  });

  it('leaves the API, media, assets, file names and other methods to their 404', () => {
    for (const url of [
      '/api/v1/ai_map/nope/',
      '/api',
      '/media/a.png',
      '/assets/x.js',
      '/robots.txt',
    ]) {
      expect(servesAppPage('GET', url), url).toBe(false);
    }
    expect(servesAppPage('POST', '/chat/abc')).toBe(false);
  });
});

describe('the web app plugin', () => {
  const app = Fastify();
  let dir = '';
  beforeAll(async () => {
    dir = await mkdtemp(path.join(os.tmpdir(), 'ai-map-web-'));
    await mkdir(path.join(dir, 'assets'));
    await writeFile(path.join(dir, 'index.html'), '<!doctype html><title>AI Travel Map</title>');
    await writeFile(path.join(dir, 'assets', 'app.js'), 'console.log(1)');
    await app.register(webAppPlugin, { distDir: dir });
    await app.ready();
  });
  afterAll(async () => {
    await app.close();
    await rm(dir, { recursive: true, force: true });
  });

  it('answers curl / (Accept: */*) and a bare GET with the page', async () => {
    for (const headers of [{ accept: '*/*' }, {}]) {
      const response = await app.inject({ method: 'GET', url: '/', headers });
      expect(response.statusCode).toBe(200);
      expect(response.headers['content-type']).toContain('text/html');
      expect(response.body).toContain('AI Travel Map');
    }
    const deep = await app.inject({ method: 'GET', url: '/chat/abc', headers: { accept: '*/*' } });
    expect(deep.statusCode).toBe(200);
  });

  it('answers an unknown address with 404 and the app page, which shows its not-found page', async () => {
    for (const url of [
      '/no/such/page',
      '/chatt',
      '/country',
      '/city/paris/extra',
      '/trip/shared',
    ]) {
      const response = await app.inject({ method: 'GET', url, headers: { accept: 'text/html' } });
      expect(response.statusCode, url).toBe(404);
      expect(response.headers['content-type'], url).toContain('text/html');
      expect(response.body, url).toContain('AI Travel Map');
    }
    for (const url of ['/country/france', '/city/paris/', '/chat/new?x=1', '/trip/shared/t0k3n']) {
      const response = await app.inject({ method: 'GET', url });
      expect(response.statusCode, url).toBe(200);
    }
  });

  it('answers 404 for a page whose record is missing, and serves the page when the lookup fails', async () => {
    const lookedUp = Fastify();
    await lookedUp.register(webAppPlugin, {
      distDir: dir,
      pageExists: async (pathname) => {
        if (pathname.startsWith('/city/')) throw new Error('database away');
        return pathname !== '/country/atlantis';
      },
    });
    const status = async (url: string) =>
      (await lookedUp.inject({ method: 'GET', url, headers: { accept: 'text/html' } })).statusCode;
    try {
      expect(await status('/country/atlantis')).toBe(404);
      // A reload of a page that went missing (a revoked link) asks conditionally: still the page.
      const reload = await lookedUp.inject({
        method: 'GET',
        url: '/country/atlantis',
        headers: {
          accept: 'text/html',
          'if-modified-since': new Date(Date.now() + 86_400_000).toUTCString(),
          'if-none-match': '*',
        },
      });
      expect(reload.statusCode).toBe(404);
      expect(reload.body).toContain('AI Travel Map');
      expect(await status('/country/atlantis?tab=cities')).toBe(404);
      expect(await status('/country/france')).toBe(200);
      // The app asks the API itself and says what went wrong; a 404 would hide that.
      expect(await status('/city/paris')).toBe(200);
      // Unknown paths are not looked up: they are 404 whatever the lookup says.
      expect(await status('/no/such/page')).toBe(404);
    } finally {
      await lookedUp.close();
    }
  });

  it('keeps JSON 404s for the API and missing assets, even when HTML is accepted', async () => {
    for (const url of ['/api/v1/ai_map/nope/', '/assets/missing.js']) {
      const response = await app.inject({ method: 'GET', url, headers: { accept: 'text/html' } });
      expect(response.statusCode, url).toBe(404);
      expect(response.json()).toMatchObject({ detail: 'Not found.' });
    }
    const asset = await app.inject({ method: 'GET', url: '/assets/app.js' });
    expect(asset.statusCode).toBe(200);
  });
});
