import { describe, expect, it } from 'vitest';
import { detectImageType } from './image-type';

const bytes = (...values: number[]) => Buffer.from(values);
const PNG_SIGNATURE = [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a];

describe('image type detection', () => {
  it.each([
    ['JPEG', bytes(0xff, 0xd8, 0xff, 0xe0, 0, 0x10), { type: 'image/jpeg', ext: 'jpg' }],
    ['PNG', bytes(...PNG_SIGNATURE, 0, 0, 0, 0x0d), { type: 'image/png', ext: 'png' }],
    ['GIF87a', Buffer.from('GIF87a\x01\x00', 'latin1'), { type: 'image/gif', ext: 'gif' }],
    ['GIF89a', Buffer.from('GIF89a\x01\x00', 'latin1'), { type: 'image/gif', ext: 'gif' }],
    [
      'WebP',
      Buffer.from('RIFF\x24\x00\x00\x00WEBPVP8 ', 'latin1'),
      { type: 'image/webp', ext: 'webp' },
    ],
  ])('recognises %s by its first bytes', (_label, content, expected) => {
    expect(detectImageType(content)).toEqual(expected);
  });

  it.each([
    ['empty', Buffer.alloc(0)],
    ['text', Buffer.from('<svg xmlns="http://www.w3.org/2000/svg"></svg>')],
    ['a truncated PNG signature', bytes(...PNG_SIGNATURE.slice(0, 7))],
    ['a PNG signature off by one byte', bytes(0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0b)],
    ['two JPEG bytes', bytes(0xff, 0xd8)],
    ['RIFF audio', Buffer.from('RIFF\x24\x00\x00\x00WAVEfmt ', 'latin1')],
    ['a PDF', Buffer.from('%PDF-1.7\n')],
  ])('refuses %s', (_label, content) => {
    expect(detectImageType(content)).toBeNull();
  });
});
