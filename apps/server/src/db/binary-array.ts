/**
 * One-dimensional PostgreSQL arrays in the binary wire format, for a parameter cast to the
 * array type (`$1::int[]`): both drivers send a Buffer parameter as binary (format 1), and the
 * server reads it with `array_recv` and each element's binary receive function instead of
 * parsing an array literal. For 20,000 place rows of 24 columns this cut the server's decoding
 * from ~195 ms to ~60 ms on PGlite (bench/RESULTS.md, live-places seventh pass).
 *
 * The layout is `array_send`'s (PostgreSQL src/backend/utils/adt/arrayfuncs.c): number of
 * dimensions, a has-nulls flag, the element type's OID, per dimension its length and lower
 * bound, then per element its byte length (-1 for NULL) and its bytes; all integers are
 * big-endian. Element bytes are those of each type's `*send` function.
 */

/**
 * Element types by their names in PostgreSQL's catalogue (`pg_type.typname`, valid in a cast:
 * `$1::int4[]`) and their OIDs (fixed there).
 */
const ELEMENT_OIDS = {
  text: 25,
  int4: 23,
  int8: 20,
  float4: 700,
  float8: 701,
  bool: 16,
  date: 1082,
} as const;

export type ElementType = keyof typeof ELEMENT_OIDS;

/** Bytes of a non-null element of a fixed-size type. */
const FIXED_SIZES: Record<Exclude<ElementType, 'text'>, number> = {
  int4: 4,
  int8: 8,
  float4: 4,
  float8: 8,
  bool: 1,
  date: 4,
};

const HEADER_BYTES = 20;
const POSTGRES_EPOCH_MS = Date.UTC(2000, 0, 1);
const DAY_MS = 86_400_000;
const ISO_DATE = /^(\d{4})-(\d{2})-(\d{2})$/;

/**
 * `values` as a binary array of `type`; null and undefined are NULL elements. Throws a
 * TypeError for a value the element type cannot hold (a fraction or an out-of-range number for
 * an integer, a date not written `YYYY-MM-DD`), where the text format would have failed in the
 * database.
 */
export function binaryArray(type: ElementType, values: readonly unknown[]): Buffer {
  // Text is written straight into the buffer: at most three UTF-8 bytes per UTF-16 unit.
  let capacity = HEADER_BYTES + values.length * 4;
  if (type === 'text') {
    for (const value of values) if (typeof value === 'string') capacity += value.length * 3;
  } else {
    capacity += values.length * FIXED_SIZES[type];
  }
  const buffer = Buffer.allocUnsafe(capacity);
  // Numbers go through a DataView (engine built-ins, fast before the code is optimised), text
  // through Buffer#write (native UTF-8 encoding straight into the buffer).
  const view = new DataView(buffer.buffer, buffer.byteOffset, buffer.byteLength);
  let hasNulls = 0;
  let offset = HEADER_BYTES;
  for (const value of values) {
    if (value === null || value === undefined) {
      hasNulls = 1;
      view.setInt32(offset, -1);
      offset += 4;
      continue;
    }
    if (type === 'text') {
      if (typeof value !== 'string') throw new TypeError(`Not text: ${String(value)}`);
      const length = buffer.write(value, offset + 4, 'utf8');
      view.setInt32(offset, length);
      offset += 4 + length;
      continue;
    }
    const size = FIXED_SIZES[type];
    view.setInt32(offset, size);
    writeFixed(view, offset + 4, type, value);
    offset += 4 + size;
  }
  view.setInt32(0, 1); // dimensions
  view.setInt32(4, hasNulls);
  view.setInt32(8, ELEMENT_OIDS[type]);
  view.setInt32(12, values.length);
  view.setInt32(16, 1); // lower bound, as SQL arrays start at 1
  return buffer.subarray(0, offset);
}

function writeFixed(
  view: DataView,
  offset: number,
  type: Exclude<ElementType, 'text'>,
  value: unknown,
): void {
  switch (type) {
    case 'int4':
      return view.setInt32(offset, integer(value, -(2 ** 31), 2 ** 31 - 1));
    case 'int8':
      return view.setBigInt64(
        offset,
        BigInt(integer(value, Number.MIN_SAFE_INTEGER, Number.MAX_SAFE_INTEGER)),
      );
    case 'float4':
      return view.setFloat32(offset, number(value));
    case 'float8':
      return view.setFloat64(offset, number(value));
    case 'bool':
      if (typeof value !== 'boolean') throw new TypeError(`Not a boolean: ${String(value)}`);
      return view.setUint8(offset, value ? 1 : 0);
    case 'date':
      return view.setInt32(offset, daysSince2000(value));
  }
}

function number(value: unknown): number {
  if (typeof value !== 'number') throw new TypeError(`Not a number: ${String(value)}`);
  return value;
}

function integer(value: unknown, min: number, max: number): number {
  if (!Number.isInteger(value) || (value as number) < min || (value as number) > max) {
    throw new TypeError(`Not an integer from ${min} to ${max}: ${String(value)}`);
  }
  return value as number;
}

/** `date_send`: days from 2000-01-01. */
function daysSince2000(value: unknown): number {
  const match = typeof value === 'string' ? ISO_DATE.exec(value) : null;
  const [year, month, day] = match ? match.slice(1).map(Number) : [];
  const date = new Date(0);
  // setUTCFullYear, unlike Date.UTC, keeps years 0–99 as written.
  if (match) date.setUTCFullYear(year!, month! - 1, day!);
  // It rolls 2026-02-30 over into March; the database would refuse that date.
  if (!match || date.getUTCMonth() !== month! - 1 || date.getUTCDate() !== day) {
    throw new TypeError(`Not a date written YYYY-MM-DD: ${String(value)}`);
  }
  return (date.getTime() - POSTGRES_EPOCH_MS) / DAY_MS;
}
