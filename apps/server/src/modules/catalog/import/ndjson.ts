import { createReadStream } from 'node:fs';
import { createInterface } from 'node:readline';
import { createGunzip } from 'node:zlib';

/** Lines of a gzipped newline-delimited JSON file, parsed, streamed (never the whole file in memory). */
export async function* readNdjsonGz(file: string): AsyncGenerator<unknown> {
  const lines = createInterface({
    input: createReadStream(file).pipe(createGunzip()),
    crlfDelay: Infinity,
  });
  let lineNumber = 0;
  for await (const line of lines) {
    lineNumber += 1;
    if (!line.trim()) continue;
    try {
      yield JSON.parse(line) as unknown;
    } catch {
      throw new Error(`${file}:${lineNumber}: not valid JSON`);
    }
  }
}
