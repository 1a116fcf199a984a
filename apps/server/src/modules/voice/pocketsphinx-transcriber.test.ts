import { VOICE_CHUNK_MS, VOICE_SAMPLE_RATE, voiceMessages } from '@ai-map/contracts';
import { execFile } from 'node:child_process';
import { chmod, mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SpeechToTextError } from './speech-to-text';
import { createPocketsphinxTranscriber, POCKETSPHINX_BINARY } from './pocketsphinx-transcriber';
import { findExecutable } from './stt-provider';
import { UtteranceBuffer } from './utterance-buffer';
import { transcribeUtterance } from './voice.service';
import { decodeWavTo, encodeWav } from './wav';

const run = promisify(execFile);

/*
 * End to end with real binaries: espeak-ng speaks a request into a 22,050 Hz WAV, our code turns
 * it into 16 kHz mono, pocketsphinx transcribes it. `.ci/run` installs both (Debian packages
 * pocketsphinx, pocketsphinx-en-us, espeak-ng); a machine without them fails here on purpose.
 *
 * PocketSphinx's general English model is weak on synthetic speech. Measured with Debian 12's
 * espeak-ng 1.51 and pocketsphinx 0.8: espeak's default voice comes out as gibberish ("you three
 * to zero"), its Klatt voices are understood. "three days in paris" came back word for word with
 * every Klatt variant at 140–160 words a minute; "plan three days in rome" comes back as "that is
 * three days in rome" or "… in a row", so that one checks only "three days". Both runs are
 * deterministic for a given pair of package versions.
 */
const VOICE = ['-v', 'en-us+klatt2', '-s', '150'];

/** Lower-case words of a transcript, so that the checks ignore case and punctuation. */
const words = (text: string) => text.toLowerCase().match(/[a-z]+/g) ?? [];

// Loading the model takes seconds of CPU, more on a busy machine.
describe('pocketsphinx transcriber', { timeout: 60_000 }, () => {
  let dir: string;
  let binary: string;

  beforeAll(async () => {
    const found = findExecutable(POCKETSPHINX_BINARY);
    if (!found || !findExecutable('espeak-ng')) {
      throw new Error(
        'pocketsphinx_continuous and espeak-ng are needed: apt-get install pocketsphinx pocketsphinx-en-us espeak-ng',
      );
    }
    binary = found;
    dir = await mkdtemp(path.join(os.tmpdir(), 'ai-map-voice-'));
  });
  afterAll(() => rm(dir, { recursive: true, force: true }));

  async function speak(phrase: string): Promise<Buffer> {
    const file = path.join(dir, `${phrase.replace(/\W+/g, '-')}.wav`);
    await run('espeak-ng', [...VOICE, '-w', file, phrase]);
    const wav = await readFile(file);
    // espeak-ng writes 22,050 Hz: the resampler has real work to do.
    expect(wav.readUInt32LE(24)).toBe(22050);
    return wav;
  }

  it('transcribes "three days in paris" sent as the web app sends it: 250 ms WAV chunks', async () => {
    const pcm = decodeWavTo(await speak('three days in paris'), VOICE_SAMPLE_RATE);
    const utterance = new UtteranceBuffer();
    const chunk = (VOICE_SAMPLE_RATE * VOICE_CHUNK_MS) / 1000;
    for (let at = 0; at < pcm.length; at += chunk) {
      utterance.append(
        encodeWav(pcm.subarray(at, at + chunk), VOICE_SAMPLE_RATE).toString('base64'),
      );
    }
    expect(utterance.seconds).toBeGreaterThan(0.8);
    const text = await transcribeUtterance(createPocketsphinxTranscriber(binary), utterance);
    expect(words(text)).toEqual(expect.arrayContaining(['three', 'days', 'paris']));
    expect(utterance.seconds).toBe(0);
  });

  it('gets "three days" out of "plan three days in rome" sent as one 22 kHz WAV', async () => {
    const utterance = new UtteranceBuffer();
    utterance.append((await speak('plan three days in rome')).toString('base64'));
    const text = await transcribeUtterance(createPocketsphinxTranscriber(binary), utterance);
    expect(text).toMatch(/\bthree days\b/);
  });

  it('says nothing was heard when the audio is silence', async () => {
    const utterance = new UtteranceBuffer();
    utterance.append(Buffer.alloc(VOICE_SAMPLE_RATE * 2).toString('base64'));
    await expect(
      transcribeUtterance(createPocketsphinxTranscriber(binary), utterance),
    ).rejects.toThrow(voiceMessages.nothingHeard);
  });

  it('reports a crashing engine as a SpeechToTextError and cleans up its temporary file', async () => {
    const fake = path.join(dir, 'broken-pocketsphinx');
    const seen = path.join(dir, 'seen-infile');
    await writeFile(fake, `#!/bin/sh\necho "$2" > ${seen}\necho "model not found" >&2\nexit 3\n`);
    await chmod(fake, 0o755);
    const error = await createPocketsphinxTranscriber(fake)
      .transcribe(encodeWav(new Int16Array(1600), VOICE_SAMPLE_RATE))
      .catch((e: unknown) => e);
    expect(error).toBeInstanceOf(SpeechToTextError);
    expect((error as SpeechToTextError).message).toBe(voiceMessages.transcriptionFailed);
    expect((error as SpeechToTextError).reason).toMatch(/model not found/);
    const infile = (await readFile(seen, 'utf8')).trim();
    expect(infile).toMatch(/speech\.wav$/);
    await expect(readFile(infile)).rejects.toThrow(/ENOENT/);
  });

  it('stops the engine when the caller aborts', async () => {
    const slow = path.join(dir, 'slow-pocketsphinx');
    await writeFile(slow, '#!/bin/sh\nexec sleep 30\n');
    await chmod(slow, 0o755);
    const controller = new AbortController();
    const started = Date.now();
    const pending = createPocketsphinxTranscriber(slow).transcribe(
      encodeWav(new Int16Array(160), VOICE_SAMPLE_RATE),
      { signal: controller.signal },
    );
    setTimeout(() => controller.abort(), 200);
    const error = await pending.catch((e: unknown) => e);
    expect((error as Error).name).toBe('AbortError');
    expect(Date.now() - started).toBeLessThan(5000);
  });
});
