import { PHOTO_MAX_BYTES } from '@ai-map/contracts';
import { describe, expect, it } from 'vitest';
import { photoProblem } from './photo-check';

describe('place photo check', () => {
  it('accepts the image types up to the size limit', () => {
    expect(photoProblem({ type: 'image/jpeg', size: 1000 })).toBeUndefined();
    expect(photoProblem({ type: 'image/webp', size: PHOTO_MAX_BYTES })).toBeUndefined();
  });
  it('refuses other types and larger files', () => {
    expect(photoProblem({ type: 'application/pdf', size: 10 })).toMatch(/JPEG, PNG, WebP or GIF/);
    expect(photoProblem({ type: 'image/png', size: PHOTO_MAX_BYTES + 1 })).toMatch(/too large/);
  });
});
