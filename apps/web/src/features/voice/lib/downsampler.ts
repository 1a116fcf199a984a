// Hann-windowed sinc low-pass: zero crossings on each side of the kernel.
const KERNEL_LOBES = 8;

function kernel(x: number): number {
  if (x === 0) return 1;
  if (Math.abs(x) >= KERNEL_LOBES) return 0;
  const hann = 0.5 + 0.5 * Math.cos((Math.PI * x) / KERNEL_LOBES);
  return (Math.sin(Math.PI * x) / (Math.PI * x)) * hann;
}

/**
 * Lowers the sample rate of a stream that arrives in blocks (the audio thread's 128 frames at
 * 44.1 or 48 kHz) to `outputRate`. A plain pick-every-nth would fold everything above the new
 * Nyquist frequency back into the speech band as noise, so each output sample is a windowed-sinc
 * average of the input around it. The tail of each block is kept until the next one arrives.
 */
export class Downsampler {
  private readonly step: number;
  private readonly cutoff: number;
  private readonly halfWidth: number;
  /** Input not yet fully used, and the stream position of its first sample. */
  private pending = new Float32Array(0);
  private pendingStart = 0;
  /**
   * Output samples emitted so far. The next one is centred at `emitted * step` in the stream:
   * computed from the count, not by adding `step` up, so that rounding never drifts and the
   * output does not depend on how the input was cut into blocks.
   */
  private emitted = 0;

  constructor(inputRate: number, outputRate: number) {
    if (outputRate > inputRate) throw new RangeError('Downsampler only lowers the rate.');
    this.step = inputRate / outputRate;
    this.cutoff = outputRate / inputRate;
    this.halfWidth = KERNEL_LOBES / this.cutoff;
  }

  /** Feeds a block; returns the output samples it completes. */
  push(block: Float32Array): Float32Array {
    const input = new Float32Array(this.pending.length + block.length);
    input.set(this.pending);
    input.set(block, this.pending.length);
    return this.drain(input, input.length);
  }

  /** Ends the stream: what is left is completed as if silence followed. */
  flush(): Float32Array {
    const end = this.pending.length;
    const input = new Float32Array(end + Math.ceil(this.halfWidth) + 1);
    input.set(this.pending);
    const output = this.drain(input, end);
    this.pending = new Float32Array(0);
    this.pendingStart = 0;
    this.emitted = 0;
    return output;
  }

  /** Emits every output sample centred before `end` whose kernel lies inside `input`. */
  private drain(input: Float32Array, end: number): Float32Array {
    const output: number[] = [];
    const centerOf = (index: number) => index * this.step - this.pendingStart;
    let center = centerOf(this.emitted);
    while (center < end && center + this.halfWidth < input.length) {
      output.push(this.sampleAt(input, center));
      this.emitted += 1;
      center = centerOf(this.emitted);
    }
    // Keep what the next output samples still reach back to.
    const keepFrom = Math.max(0, Math.min(end, Math.floor(center - this.halfWidth)));
    this.pending = input.slice(keepFrom, end);
    this.pendingStart += keepFrom;
    return Float32Array.from(output);
  }

  private sampleAt(input: Float32Array, center: number): number {
    const first = Math.max(0, Math.ceil(center - this.halfWidth));
    const last = Math.min(input.length - 1, Math.floor(center + this.halfWidth));
    let sum = 0;
    let weight = 0;
    for (let k = first; k <= last; k++) {
      const w = kernel((k - center) * this.cutoff);
      sum += input[k]! * w;
      weight += w;
    }
    return weight === 0 ? 0 : sum / weight;
  }
}

/** Float samples in [-1, 1] to signed 16-bit, clipping what lies outside. */
export function toPcm16(samples: Float32Array): Int16Array {
  const pcm = new Int16Array(samples.length);
  for (let i = 0; i < samples.length; i++) {
    pcm[i] = Math.max(-32768, Math.min(32767, Math.round(samples[i]! * 32768)));
  }
  return pcm;
}
