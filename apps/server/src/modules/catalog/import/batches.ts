import type { z } from 'zod';

/** Validates each item against the schema, naming the source and record number on failure. */
export async function* validated<T extends z.ZodType>(
  items: AsyncIterable<unknown>,
  schema: T,
  source: string,
): AsyncGenerator<z.infer<T>> {
  let n = 0;
  for await (const item of items) {
    n += 1;
    const parsed = schema.safeParse(item);
    if (!parsed.success) {
      const issue = parsed.error.issues[0];
      throw new Error(
        `${source}, record ${n}: ${issue?.path.join('.') || 'record'}: ${issue?.message ?? 'invalid'}`,
      );
    }
    yield parsed.data;
  }
}

/** Groups items into arrays of `size` for multi-row inserts. */
export async function* inBatches<T>(
  items: AsyncIterable<T> | Iterable<T>,
  size: number,
): AsyncGenerator<T[]> {
  if (Array.isArray(items)) {
    // An array in memory is sliced: `for await` would wait a microtask for each item.
    for (let start = 0; start < items.length; start += size) yield items.slice(start, start + size);
    return;
  }
  let batch: T[] = [];
  for await (const item of items) {
    batch.push(item);
    if (batch.length >= size) {
      yield batch;
      batch = [];
    }
  }
  if (batch.length) yield batch;
}
