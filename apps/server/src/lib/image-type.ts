import { PHOTO_MAX_BYTES } from '@ai-map/contracts';
import { HttpError } from './http-error';

/** Image formats accepted for profile pictures, recognised by their first bytes. */
const signatures: { type: string; ext: string; matches: (b: Buffer) => boolean }[] = [
  {
    type: 'image/jpeg',
    ext: 'jpg',
    matches: (b) => b[0] === 0xff && b[1] === 0xd8 && b[2] === 0xff,
  },
  {
    type: 'image/png',
    ext: 'png',
    matches: (b) =>
      b.subarray(0, 8).equals(Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a])),
  },
  { type: 'image/gif', ext: 'gif', matches: (b) => b.subarray(0, 4).toString('latin1') === 'GIF8' },
  {
    type: 'image/webp',
    ext: 'webp',
    matches: (b) =>
      b.subarray(0, 4).toString('latin1') === 'RIFF' &&
      b.subarray(8, 12).toString('latin1') === 'WEBP',
  },
];

/**
 * The real type of an uploaded image from its content, or null. The declared content type is
 * not trusted: a script renamed to .png must not be stored and served back.
 */
export function detectImageType(content: Buffer): { type: string; ext: string } | null {
  const found = signatures.find((s) => s.matches(content));
  return found ? { type: found.type, ext: found.ext } : null;
}

/**
 * The type of an uploaded image, or the 413/415 the upload deserves: too large, or not a
 * JPEG, PNG, WebP or GIF by its content. `field` names the form field in the error.
 */
export function checkedImage(content: Buffer, field: string): { type: string; ext: string } {
  if (content.length > PHOTO_MAX_BYTES) {
    throw new HttpError(
      413,
      'payload_too_large',
      `The image is larger than ${PHOTO_MAX_BYTES / 1024 / 1024} MB.`,
    );
  }
  const type = detectImageType(content);
  if (!type) {
    const message = 'Upload a JPEG, PNG, WebP or GIF image.';
    throw new HttpError(415, 'unsupported_media_type', message, { [field]: [message] });
  }
  return type;
}
