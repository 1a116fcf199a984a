import { describe, expect, it } from 'vitest';
import { acceptsEncoding } from './accept-encoding';

describe('acceptsEncoding', () => {
  it('reads codings, wildcards and weights', () => {
    expect(acceptsEncoding('gzip, deflate, br, zstd', 'deflate')).toBe(true);
    expect(acceptsEncoding('Gzip;q=1.0, DEFLATE;q=0.5', 'deflate')).toBe(true);
    expect(acceptsEncoding('gzip, deflate;q=0', 'deflate')).toBe(false);
    expect(acceptsEncoding('*', 'deflate')).toBe(true);
    expect(acceptsEncoding('*;q=0, deflate', 'deflate')).toBe(true);
    expect(acceptsEncoding('deflate;q=0, *', 'deflate')).toBe(false);
    expect(acceptsEncoding('gzip, br', 'deflate')).toBe(false);
    expect(acceptsEncoding('identity', 'deflate')).toBe(false);
    expect(acceptsEncoding('', 'deflate')).toBe(false);
    expect(acceptsEncoding(undefined, 'deflate')).toBe(false);
  });
});
