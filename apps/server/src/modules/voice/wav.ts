import { HttpError } from '../../lib/http-error';

/**
 * Audio the voice socket cannot use: undecodable (400) or too long (413). The message says why,
 * and the socket passes it on in its `error` event.
 */
export class AudioError extends HttpError {
  constructor(status: 400 | 413, detail: string) {
    super(status, status === 413 ? 'payload_too_large' : 'invalid', detail);
    this.name = 'AudioError';
  }
}

/** Mono samples in [-1, 1] at their own rate. */
export interface DecodedAudio {
  sampleRate: number;
  samples: Float32Array;
}

const FORMAT_PCM = 1;
const FORMAT_FLOAT = 3;
const FORMAT_EXTENSIBLE = 0xfffe;
const MIN_SAMPLE_RATE = 4_000;
const MAX_SAMPLE_RATE = 192_000;
const MAX_CHANNELS = 16;

interface WavFormat {
  encoding: 'pcm' | 'float';
  channels: number;
  sampleRate: number;
  bitsPerSample: number;
  blockAlign: number;
}

/** True when the bytes start like a RIFF/WAVE file. */
export function isWav(bytes: Buffer): boolean {
  return (
    bytes.length >= 12 &&
    bytes.toString('latin1', 0, 4) === 'RIFF' &&
    bytes.toString('latin1', 8, 12) === 'WAVE'
  );
}

function readFormat(bytes: Buffer, offset: number, size: number): WavFormat {
  if (size < 16) throw new AudioError(400, 'The WAV format chunk is too short.');
  let tag = bytes.readUInt16LE(offset);
  const channels = bytes.readUInt16LE(offset + 2);
  const sampleRate = bytes.readUInt32LE(offset + 4);
  const blockAlign = bytes.readUInt16LE(offset + 12);
  const bitsPerSample = bytes.readUInt16LE(offset + 14);
  // WAVE_FORMAT_EXTENSIBLE keeps the real format in the first two bytes of its sub-format GUID.
  if (tag === FORMAT_EXTENSIBLE) {
    if (size < 40) throw new AudioError(400, 'The WAV format chunk is too short.');
    tag = bytes.readUInt16LE(offset + 24);
  }
  if (tag !== FORMAT_PCM && tag !== FORMAT_FLOAT) {
    throw new AudioError(
      400,
      `The WAV encoding (format ${tag}) is not supported; send PCM or 32-bit float samples.`,
    );
  }
  const encoding = tag === FORMAT_PCM ? 'pcm' : 'float';
  if (channels < 1 || channels > MAX_CHANNELS) {
    throw new AudioError(400, `The WAV file has ${channels} channels; 1 to ${MAX_CHANNELS} work.`);
  }
  if (sampleRate < MIN_SAMPLE_RATE || sampleRate > MAX_SAMPLE_RATE) {
    throw new AudioError(400, `The WAV sample rate of ${sampleRate} Hz is not supported.`);
  }
  const supportedBits = encoding === 'pcm' ? [8, 16, 24, 32] : [32];
  if (!supportedBits.includes(bitsPerSample)) {
    throw new AudioError(
      400,
      `${bitsPerSample}-bit ${encoding === 'pcm' ? 'PCM' : 'float'} WAV samples are not supported.`,
    );
  }
  if (blockAlign !== (channels * bitsPerSample) / 8) {
    throw new AudioError(400, 'The WAV format chunk is inconsistent (block size).');
  }
  return { encoding, channels, sampleRate, bitsPerSample, blockAlign };
}

function sampleReader(format: WavFormat): (bytes: Buffer, offset: number) => number {
  if (format.encoding === 'float') return (b, o) => b.readFloatLE(o);
  switch (format.bitsPerSample) {
    case 8:
      return (b, o) => (b[o]! - 128) / 128;
    case 16:
      return (b, o) => b.readInt16LE(o) / 32768;
    case 24:
      return (b, o) => b.readIntLE(o, 3) / 8388608;
    default:
      return (b, o) => b.readInt32LE(o) / 2147483648;
  }
}

/**
 * Decodes a WAV file into mono samples (channels averaged). Unknown chunks (LIST, fact…) are
 * skipped. A data chunk that claims more bytes than there are is read to the end, because
 * streaming writers (`espeak-ng --stdout`, browsers' recorders) cannot know the length up front.
 */
export function parseWav(bytes: Buffer): DecodedAudio {
  if (!isWav(bytes))
    throw new AudioError(400, 'The audio is not a WAV file (no RIFF/WAVE header).');
  let format: WavFormat | undefined;
  let offset = 12;
  while (offset + 8 <= bytes.length) {
    const id = bytes.toString('latin1', offset, offset + 4);
    const size = bytes.readUInt32LE(offset + 4);
    const body = offset + 8;
    if (id === 'fmt ') {
      if (body + size > bytes.length) throw new AudioError(400, 'The WAV file is truncated.');
      format = readFormat(bytes, body, size);
    } else if (id === 'data') {
      if (!format) throw new AudioError(400, 'The WAV file has no format chunk before its data.');
      const end = Math.min(bytes.length, body + size);
      return { sampleRate: format.sampleRate, samples: decodeFrames(bytes, body, end, format) };
    }
    // Chunks are padded to an even length.
    offset = body + size + (size % 2);
  }
  throw new AudioError(400, 'The WAV file has no data chunk.');
}

function decodeFrames(bytes: Buffer, start: number, end: number, format: WavFormat) {
  const read = sampleReader(format);
  const width = format.bitsPerSample / 8;
  // A trailing partial frame (a cut-off stream) is dropped.
  const frames = Math.floor((end - start) / format.blockAlign);
  const samples = new Float32Array(frames);
  for (let frame = 0; frame < frames; frame++) {
    const at = start + frame * format.blockAlign;
    let sum = 0;
    for (let channel = 0; channel < format.channels; channel++)
      sum += read(bytes, at + channel * width);
    samples[frame] = sum / format.channels;
  }
  return samples;
}

// Windowed-sinc resampling: zero crossings on each side of the kernel, and table steps per
// crossing (the kernel is looked up, not computed, because Math.sin per tap is the slow part).
const KERNEL_LOBES = 8;
const KERNEL_STEPS = 512;
const kernel = (() => {
  const table = new Float32Array(KERNEL_LOBES * KERNEL_STEPS + 2);
  for (let i = 0; i < table.length; i++) {
    const x = i / KERNEL_STEPS;
    const sinc = x === 0 ? 1 : Math.sin(Math.PI * x) / (Math.PI * x);
    const hann = x >= KERNEL_LOBES ? 0 : 0.5 + 0.5 * Math.cos((Math.PI * x) / KERNEL_LOBES);
    table[i] = sinc * hann;
  }
  return table;
})();

function kernelAt(x: number): number {
  const position = Math.abs(x) * KERNEL_STEPS;
  const index = Math.floor(position);
  if (index >= kernel.length - 1) return 0;
  const fraction = position - index;
  return kernel[index]! + (kernel[index + 1]! - kernel[index]!) * fraction;
}

/**
 * Changes the sample rate with a Hann-windowed sinc. When lowering the rate the kernel is
 * widened so that it also filters out what the new rate cannot hold (otherwise it folds back as
 * noise, which speech recognisers are sensitive to).
 */
export function resample(samples: Float32Array, from: number, to: number): Float32Array {
  if (from === to) return samples;
  const step = from / to;
  const cutoff = Math.min(1, to / from);
  const halfWidth = KERNEL_LOBES / cutoff;
  const output = new Float32Array(Math.floor(samples.length / step));
  for (let i = 0; i < output.length; i++) {
    const center = i * step;
    const first = Math.max(0, Math.ceil(center - halfWidth));
    const last = Math.min(samples.length - 1, Math.floor(center + halfWidth));
    let sum = 0;
    let weight = 0;
    for (let k = first; k <= last; k++) {
      const w = kernelAt((k - center) * cutoff);
      sum += samples[k]! * w;
      weight += w;
    }
    // Dividing by the weights keeps silence silent and a constant constant at the edges too.
    output[i] = weight === 0 ? 0 : sum / weight;
  }
  return output;
}

/** Float samples to signed 16-bit, clipping what lies outside [-1, 1]. */
export function toPcm16(samples: Float32Array): Int16Array {
  const pcm = new Int16Array(samples.length);
  for (let i = 0; i < samples.length; i++) {
    const scaled = Math.round(samples[i]! * 32768);
    pcm[i] = Math.max(-32768, Math.min(32767, scaled));
  }
  return pcm;
}

/** A canonical 44-byte-header WAV of 16-bit mono PCM. */
export function encodeWav(pcm: Int16Array, sampleRate: number): Buffer {
  const dataBytes = pcm.length * 2;
  const wav = Buffer.alloc(44 + dataBytes);
  wav.write('RIFF', 0, 'latin1');
  wav.writeUInt32LE(36 + dataBytes, 4);
  wav.write('WAVE', 8, 'latin1');
  wav.write('fmt ', 12, 'latin1');
  wav.writeUInt32LE(16, 16);
  wav.writeUInt16LE(FORMAT_PCM, 20);
  wav.writeUInt16LE(1, 22);
  wav.writeUInt32LE(sampleRate, 24);
  wav.writeUInt32LE(sampleRate * 2, 28);
  wav.writeUInt16LE(2, 32);
  wav.writeUInt16LE(16, 34);
  wav.write('data', 36, 'latin1');
  wav.writeUInt32LE(dataBytes, 40);
  for (let i = 0; i < pcm.length; i++) wav.writeInt16LE(pcm[i]!, 44 + i * 2);
  return wav;
}

/** Any supported WAV as 16-bit mono PCM at `sampleRate`. */
export function decodeWavTo(bytes: Buffer, sampleRate: number): Int16Array {
  const audio = parseWav(bytes);
  return toPcm16(resample(audio.samples, audio.sampleRate, sampleRate));
}
