import { execFile } from 'node:child_process';
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { type SpeechToText, SpeechToTextError, STT_TIMEOUT_MS } from './speech-to-text';

const run = promisify(execFile);

/** Debian's `pocketsphinx` package; `pocketsphinx-en-us` puts its English model where it looks. */
export const POCKETSPHINX_BINARY = 'pocketsphinx_continuous';

/**
 * Each run loads the ~40 MB English model and keeps a core busy for a second or more, so runs
 * beyond one per core wait their turn instead of starving the server.
 */
const MAX_PARALLEL_RUNS = Math.max(1, os.availableParallelism());

/**
 * Local, offline speech recognition with CMU PocketSphinx: the utterance goes to a temporary
 * WAV file, `pocketsphinx_continuous -infile` decodes it and prints one line per stretch of
 * speech. Accuracy is modest (a general English model, no adaptation); an OpenAI-compatible
 * service does much better when one is configured.
 */
export function createPocketsphinxTranscriber(binary: string): SpeechToText {
  let running = 0;
  const waiting: (() => void)[] = [];
  const acquire = async () => {
    if (running >= MAX_PARALLEL_RUNS) await new Promise<void>((resolve) => waiting.push(resolve));
    running += 1;
  };
  const release = () => {
    running -= 1;
    waiting.shift()?.();
  };

  return {
    name: 'pocketsphinx',
    async transcribe(wav, { signal } = {}) {
      await acquire();
      const dir = await mkdtemp(path.join(os.tmpdir(), 'ai-map-stt-'));
      try {
        const file = path.join(dir, 'speech.wav');
        await writeFile(file, wav);
        const { stdout } = await run(binary, ['-infile', file, '-logfn', '/dev/null'], {
          signal,
          timeout: STT_TIMEOUT_MS,
          maxBuffer: 1024 * 1024,
        });
        return stdout
          .split('\n')
          .map((line) => line.trim())
          .filter(Boolean)
          .join(' ');
      } catch (error) {
        if (signal?.aborted) throw error;
        throw new SpeechToTextError(`${binary}: ${(error as Error).message}`);
      } finally {
        release();
        await rm(dir, { recursive: true, force: true });
      }
    },
  };
}
