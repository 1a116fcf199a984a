import { voiceMessages } from '@ai-map/contracts';
import { chmod, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { createServer, type IncomingHttpHeaders, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import type { Config } from '../../config';
import { SpeechToTextError } from './speech-to-text';
import { createSpeechToText, findExecutable } from './stt-provider';
import { UtteranceBuffer } from './utterance-buffer';
import { transcribeUtterance } from './voice.service';
import { encodeWav } from './wav';

interface ReceivedRequest {
  method: string;
  url: string;
  headers: IncomingHttpHeaders;
  form: FormData;
}

/**
 * A stand-in for an OpenAI-compatible speech-to-text server: it parses the multipart body the
 * way such a server would and answers what the test scripts.
 */
async function startTranscriptionServer() {
  const received: ReceivedRequest[] = [];
  let answer: { status: number; body: string; delayMs?: number } = {
    status: 200,
    body: JSON.stringify({ text: 'Plan three days in Rome.' }),
  };
  const server: Server = createServer((req, res) => {
    const parts: Buffer[] = [];
    req.on('data', (part: Buffer) => parts.push(part));
    req.on('end', () => {
      void (async () => {
        const body = Buffer.concat(parts);
        // The platform's own multipart parser reads the form the client sent.
        const form = await new Response(body, {
          headers: { 'content-type': req.headers['content-type'] ?? '' },
        }).formData();
        received.push({ method: req.method!, url: req.url!, headers: req.headers, form });
        const reply = answer;
        setTimeout(() => {
          res.writeHead(reply.status, { 'content-type': 'application/json' });
          res.end(reply.body);
        }, reply.delayMs ?? 0);
      })();
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    baseUrl: `http://127.0.0.1:${port}/v1`,
    received,
    answer: (next: typeof answer) => {
      answer = next;
    },
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}

const stt = (overrides: Partial<Config['stt']> = {}): Config['stt'] => ({
  mode: 'auto',
  baseUrl: undefined,
  apiKey: undefined,
  model: 'whisper-1',
  ...overrides,
});

const speech = () =>
  encodeWav(
    Int16Array.from({ length: 1600 }, (_, i) => (i % 50) * 100),
    16000,
  );

describe('createSpeechToText', () => {
  let binDir: string;
  let emptyDir: string;
  beforeAll(async () => {
    binDir = await mkdtemp(path.join(os.tmpdir(), 'ai-map-bin-'));
    emptyDir = await mkdtemp(path.join(os.tmpdir(), 'ai-map-empty-'));
    await writeFile(path.join(binDir, 'pocketsphinx_continuous'), '#!/bin/sh\n');
    await chmod(path.join(binDir, 'pocketsphinx_continuous'), 0o755);
    // A file of that name that cannot be run does not count.
    await writeFile(path.join(emptyDir, 'pocketsphinx_continuous'), '');
  });
  afterAll(async () => {
    await rm(binDir, { recursive: true, force: true });
    await rm(emptyDir, { recursive: true, force: true });
  });

  it('prefers the OpenAI-compatible service when STT_BASE_URL is set', () => {
    const provider = createSpeechToText(stt({ baseUrl: 'http://127.0.0.1:9/v1' }), {
      searchPath: binDir,
    });
    expect(provider?.name).toBe('openai');
  });

  it('falls back to pocketsphinx when its binary is on the search path, else to none', () => {
    expect(createSpeechToText(stt(), { searchPath: binDir })?.name).toBe('pocketsphinx');
    expect(createSpeechToText(stt(), { searchPath: emptyDir })).toBeNull();
    expect(findExecutable('pocketsphinx_continuous', `${emptyDir}${path.delimiter}${binDir}`)).toBe(
      path.join(binDir, 'pocketsphinx_continuous'),
    );
  });

  it('follows STT_PROVIDER: pinned pocketsphinx ignores the URL, none turns voice off', () => {
    const withUrl = { baseUrl: 'http://127.0.0.1:9/v1' };
    expect(
      createSpeechToText(stt({ ...withUrl, mode: 'pocketsphinx' }), { searchPath: binDir })?.name,
    ).toBe('pocketsphinx');
    expect(
      createSpeechToText(stt({ ...withUrl, mode: 'none' }), { searchPath: binDir }),
    ).toBeNull();
    expect(createSpeechToText(stt({ mode: 'pocketsphinx' }), { searchPath: emptyDir })).toBeNull();
  });
});

describe('OpenAI-compatible transcriber', () => {
  let server: Awaited<ReturnType<typeof startTranscriptionServer>>;
  beforeAll(async () => {
    server = await startTranscriptionServer();
  });
  afterEach(() => {
    server.received.length = 0;
    server.answer({ status: 200, body: JSON.stringify({ text: 'Plan three days in Rome.' }) });
  });
  afterAll(() => server.close());

  it('posts the WAV and the model as multipart to {base}/audio/transcriptions', async () => {
    const provider = createSpeechToText(
      stt({ baseUrl: server.baseUrl, apiKey: 'sk-test-123', model: 'whisper-large-v3' }),
    )!;
    const wav = speech();
    expect(await provider.transcribe(wav)).toBe('Plan three days in Rome.');

    expect(server.received).toHaveLength(1);
    const [request] = server.received;
    expect(request!.method).toBe('POST');
    expect(request!.url).toBe('/v1/audio/transcriptions');
    expect(request!.headers.authorization).toBe('Bearer sk-test-123');
    expect(request!.headers['content-type']).toMatch(/^multipart\/form-data; boundary=/);
    expect(request!.form.get('model')).toBe('whisper-large-v3');
    const file = request!.form.get('file') as File;
    expect(file.name).toBe('speech.wav');
    expect(file.type).toBe('audio/wav');
    expect(Buffer.from(await file.arrayBuffer()).equals(wav)).toBe(true);
  });

  it('sends no Authorization header without STT_API_KEY', async () => {
    await createSpeechToText(stt({ baseUrl: server.baseUrl }))!.transcribe(speech());
    expect(server.received[0]!.headers.authorization).toBeUndefined();
    expect(server.received[0]!.form.get('model')).toBe('whisper-1');
  });

  it('normalises the transcript and says so when nothing was heard', async () => {
    const provider = createSpeechToText(stt({ baseUrl: server.baseUrl }))!;
    server.answer({ status: 200, body: JSON.stringify({ text: '  Add the Louvre\n to day  2 ' }) });
    const utterance = new UtteranceBuffer();
    utterance.append(speech().toString('base64'));
    expect(await transcribeUtterance(provider, utterance)).toBe('Add the Louvre to day 2');

    server.answer({ status: 200, body: JSON.stringify({ text: ' ' }) });
    utterance.append(speech().toString('base64'));
    await expect(transcribeUtterance(provider, utterance)).rejects.toThrow(
      voiceMessages.nothingHeard,
    );
  });

  it('turns refusals, bad answers and an unreachable service into SpeechToTextError', async () => {
    const provider = createSpeechToText(stt({ baseUrl: server.baseUrl }))!;
    const failure = (promise: Promise<unknown>) => promise.catch((e: unknown) => e);

    server.answer({ status: 401, body: JSON.stringify({ error: { message: 'bad key' } }) });
    const refused = await failure(provider.transcribe(speech()));
    expect(refused).toBeInstanceOf(SpeechToTextError);
    expect((refused as SpeechToTextError).status).toBe(503);
    expect((refused as SpeechToTextError).message).toBe(voiceMessages.transcriptionFailed);
    expect((refused as SpeechToTextError).reason).toMatch(/answered 401: .*bad key/);

    server.answer({ status: 200, body: '{"transcript": "wrong field"}' });
    const malformed = await failure(provider.transcribe(speech()));
    expect((malformed as SpeechToTextError).reason).toMatch(/without a text field/);

    server.answer({ status: 200, body: 'not json' });
    expect(await failure(provider.transcribe(speech()))).toBeInstanceOf(SpeechToTextError);

    // Port 9 (discard) on loopback has no listener here.
    const unreachable = createSpeechToText(stt({ baseUrl: 'http://127.0.0.1:9/v1' }))!;
    const offline = await failure(unreachable.transcribe(speech()));
    expect(offline).toBeInstanceOf(SpeechToTextError);
    expect((offline as SpeechToTextError).reason).toMatch(/127\.0\.0\.1:9/);
  });

  it('passes the caller’s abort on as it is, not as a service failure', async () => {
    server.answer({ status: 200, body: JSON.stringify({ text: 'late' }), delayMs: 5000 });
    const controller = new AbortController();
    const pending = createSpeechToText(stt({ baseUrl: server.baseUrl }))!.transcribe(speech(), {
      signal: controller.signal,
    });
    setTimeout(() => controller.abort(), 100);
    const error = await pending.catch((e: unknown) => e);
    expect(error).not.toBeInstanceOf(SpeechToTextError);
    expect((error as Error).name).toBe('AbortError');
  });
});
