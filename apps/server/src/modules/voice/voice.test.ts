import { voicePaths, VoiceStatusSchema } from '@ai-map/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadConfig } from '../../config';
import { api } from '../../test-support/api';
import { createTestApp } from '../../test-support/test-app';
import { createSpeechToText, findExecutable } from './stt-provider';
import { voiceStatus } from './voice.service';

describe('GET voice/status', () => {
  let t: Awaited<ReturnType<typeof createTestApp>>;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  it('reports pocketsphinx when no URL is set and the engine is installed (CI installs it)', async () => {
    expect(findExecutable('pocketsphinx_continuous')).not.toBeNull();
    const res = await t.app.inject({ method: 'GET', url: api(voicePaths.status) });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.headers['cache-control']).toBe('no-store');
    expect(VoiceStatusSchema.parse(res.json())).toEqual({
      available: true,
      provider: 'pocketsphinx',
    });
  });
});

describe('speech-to-text configuration', () => {
  const statusFor = (env: Record<string, string>) =>
    voiceStatus(createSpeechToText(loadConfig(env).stt));

  it('reads STT_BASE_URL, STT_API_KEY and STT_MODEL', () => {
    const { stt } = loadConfig({
      STT_BASE_URL: 'http://127.0.0.1:8000/v1/',
      STT_API_KEY: ' key ',
      STT_MODEL: '',
    });
    expect(stt).toEqual({
      mode: 'auto',
      baseUrl: 'http://127.0.0.1:8000/v1',
      apiKey: 'key',
      model: 'whisper-1',
    });
    expect(statusFor({ STT_BASE_URL: 'http://127.0.0.1:8000/v1' })).toEqual({
      available: true,
      provider: 'openai',
    });
  });

  it('turns voice off with STT_PROVIDER=none, and refuses openai without a URL', () => {
    expect(statusFor({ STT_PROVIDER: 'none' })).toEqual({ available: false, provider: null });
    expect(() => loadConfig({ STT_PROVIDER: 'openai' })).toThrow(
      'STT_BASE_URL: required when STT_PROVIDER=openai',
    );
    expect(() => loadConfig({ STT_PROVIDER: 'whisper' })).toThrow(/STT_PROVIDER/);
  });
});
