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
