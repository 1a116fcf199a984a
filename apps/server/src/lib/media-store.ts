import { randomBytes } from 'node:crypto';
import { mkdir, rm, writeFile } from 'node:fs/promises';
import path from 'node:path';

/** Uploaded files under `DATA_DIR/media`, served at `/media/`. */
export function mediaRoot(dataDir: string): string {
  return path.join(dataDir, 'media');
}

/** Writes a file under a random name in `folder`; returns its path relative to the media root. */
export async function saveMedia(
  dataDir: string,
  folder: string,
  ext: string,
  content: Buffer,
): Promise<string> {
  const relative = `${folder}/${randomBytes(12).toString('hex')}.${ext}`;
  const target = path.join(mediaRoot(dataDir), relative);
  await mkdir(path.dirname(target), { recursive: true });
  await writeFile(target, content);
  return relative;
}

/** Removes a stored file; a file already gone is fine. */
export async function deleteMedia(dataDir: string, relative: string | null): Promise<void> {
  if (!relative) return;
  const target = path.resolve(mediaRoot(dataDir), relative);
  if (!target.startsWith(mediaRoot(dataDir) + path.sep)) return;
  await rm(target, { force: true });
}
