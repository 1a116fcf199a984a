import Pbf from 'pbf';

/**
 * Bounds-checked protobuf helpers on top of `pbf`. `pbf` trusts length prefixes, so a corrupt
 * length makes it loop far past the buffer reading `undefined` as zeros; every length read here
 * is checked against the buffer first and turned into a RangeError the caller can report.
 */

export const WIRE_VARINT = 0;
export const WIRE_BYTES = 2;

export type FieldReader<T> = (tag: number, result: T, pbf: Pbf) => void;

/** End offset of the length-delimited field at `pbf.pos`, checked against the buffer. */
export function lengthEnd(pbf: Pbf): number {
  const length = pbf.readVarint();
  const end = pbf.pos + length;
  if (length < 0 || end > pbf.buf.length) {
    throw new RangeError(`field length ${length} runs past the end of the block`);
  }
  return end;
}

/** Reads fields of the message spanning [pbf.pos, end) and checks it ended exactly there. */
export function readFieldsTo<T>(pbf: Pbf, end: number, readField: FieldReader<T>, result: T): T {
  pbf.readFields(readField, result, end);
  if (pbf.pos !== end) throw new RangeError(`message overruns its length (${pbf.pos} > ${end})`);
  return result;
}

/** Reads an embedded, length-prefixed message. */
export function readMessage<T>(pbf: Pbf, readField: FieldReader<T>, result: T): T {
  return readFieldsTo(pbf, lengthEnd(pbf), readField, result);
}

/** Decodes a whole buffer as one message. */
export function decodeMessage<T>(buf: Uint8Array, readField: FieldReader<T>, result: T): T {
  const pbf = new Pbf(buf);
  return readFieldsTo(pbf, buf.length, readField, result);
}

/** Appends a repeated numeric field, packed or not (writers may use either encoding). */
export function readRepeated(pbf: Pbf, read: (pbf: Pbf) => number, out: number[]): void {
  if (pbf.type !== WIRE_BYTES) {
    out.push(read(pbf));
    return;
  }
  const end = lengthEnd(pbf);
  while (pbf.pos < end) out.push(read(pbf));
  if (pbf.pos !== end) throw new RangeError('packed field overruns its length');
}

export const varint = (pbf: Pbf): number => pbf.readVarint();
export const signedVarint = (pbf: Pbf): number => pbf.readVarint(true);
export const zigzagVarint = (pbf: Pbf): number => pbf.readSVarint();

/** A length-delimited field as a view on the buffer (no copy). */
export function readBytes(pbf: Pbf): Uint8Array {
  const end = lengthEnd(pbf);
  const bytes = pbf.buf.subarray(pbf.pos, end);
  pbf.pos = end;
  return bytes;
}

const utf8 = new TextDecoder();

export function readString(pbf: Pbf): string {
  return utf8.decode(readBytes(pbf));
}
