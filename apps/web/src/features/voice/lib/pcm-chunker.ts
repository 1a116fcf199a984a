/**
 * Cuts a stream of 16-bit samples into chunks of exactly `chunkSamples` (the voice contract's
 * VOICE_CHUNK_MS of audio), so that the server gets steady, small socket messages whatever block
 * sizes the audio thread delivers.
 */
export class PcmChunker {
  private buffer: Int16Array;
  private filled = 0;

  constructor(private readonly chunkSamples: number) {
    if (!Number.isInteger(chunkSamples) || chunkSamples < 1) {
      throw new RangeError('chunkSamples must be a positive whole number.');
    }
    this.buffer = new Int16Array(chunkSamples);
  }

  /** Adds samples; returns the chunks they complete, oldest first. */
  push(samples: Int16Array): Int16Array[] {
    const chunks: Int16Array[] = [];
    let read = 0;
    while (read < samples.length) {
      const take = Math.min(this.chunkSamples - this.filled, samples.length - read);
      this.buffer.set(samples.subarray(read, read + take), this.filled);
      this.filled += take;
      read += take;
      if (this.filled === this.chunkSamples) {
        // The full buffer is handed over (and may be transferred to another thread): start anew.
        chunks.push(this.buffer);
        this.buffer = new Int16Array(this.chunkSamples);
        this.filled = 0;
      }
    }
    return chunks;
  }

  /** The samples of the unfinished chunk (possibly none); the chunker is empty afterwards. */
  flush(): Int16Array {
    const rest = this.buffer.slice(0, this.filled);
    this.filled = 0;
    return rest;
  }
}
