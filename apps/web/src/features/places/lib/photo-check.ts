import { PHOTO_MAX_BYTES, PHOTO_TYPES } from '@ai-map/contracts';

const maxMegabytes = Math.round(PHOTO_MAX_BYTES / (1024 * 1024));
const acceptedTypes: readonly string[] = PHOTO_TYPES;

/** Why a file cannot be uploaded as a place photo (same rules as profile photos); nothing if it can. */
export function photoProblem(file: { type: string; size: number }): string | undefined {
  if (!acceptedTypes.includes(file.type)) return 'Please choose a JPEG, PNG, WebP or GIF image.';
  if (file.size > PHOTO_MAX_BYTES) {
    return `This photo is too large. Please choose an image of at most ${maxMegabytes} MB.`;
  }
  return undefined;
}
