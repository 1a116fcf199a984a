import { accessSync, constants } from 'node:fs';
import path from 'node:path';
import type { Config } from '../../config';
import { createOpenAiTranscriber } from './openai-transcriber';
import { createPocketsphinxTranscriber, POCKETSPHINX_BINARY } from './pocketsphinx-transcriber';
import type { SpeechToText } from './speech-to-text';

export type { SpeechToText } from './speech-to-text';

/** The first executable called `name` on the search path, or null. */
export function findExecutable(name: string, searchPath = process.env.PATH ?? ''): string | null {
  for (const dir of searchPath.split(path.delimiter).filter(Boolean)) {
    const candidate = path.join(dir, name);
    try {
      accessSync(candidate, constants.X_OK);
      return candidate;
    } catch {
      // Not in this directory; try the next one.
    }
  }
  return null;
}

/**
 * The configured provider: an OpenAI-compatible service when STT_BASE_URL is set, otherwise
 * pocketsphinx when its binary is installed, otherwise null (voice is unavailable).
 * STT_PROVIDER pins one of them, or `none` turns voice off.
 */
export function createSpeechToText(
  config: Config['stt'],
  options: { searchPath?: string } = {},
): SpeechToText | null {
  const { mode } = config;
  if (mode === 'none') return null;
  if (config.baseUrl && (mode === 'auto' || mode === 'openai')) {
    return createOpenAiTranscriber({
      baseUrl: config.baseUrl,
      apiKey: config.apiKey,
      model: config.model,
    });
  }
  if (mode === 'auto' || mode === 'pocketsphinx') {
    const binary = findExecutable(POCKETSPHINX_BINARY, options.searchPath);
    if (binary) return createPocketsphinxTranscriber(binary);
  }
  return null;
}
