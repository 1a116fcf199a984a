/*
 * The audio-thread half of the voice recorder. It runs in the AudioWorkletGlobalScope, so it
 * imports nothing that needs a window (contracts, zod): the rate and chunk size come in
 * through processorOptions. Loaded by use-voice-recorder.ts as `?worker&url`, which makes Vite
 * bundle it (imports included) into a script of its own.
 */
import { Downsampler, toPcm16 } from '../lib/downsampler';
import { PcmChunker } from '../lib/pcm-chunker';
import {
  FLUSH_MESSAGE,
  VOICE_RECORDER_PROCESSOR,
  type VoiceRecorderMessage,
  type VoiceRecorderOptions,
} from '../lib/recorder-protocol';

// The worklet scope's globals; TypeScript's DOM library does not describe them.
declare const sampleRate: number;
declare function registerProcessor(
  name: string,
  processor: new (options: AudioWorkletNodeOptions) => AudioWorkletProcessor,
): void;
declare class AudioWorkletProcessor {
  readonly port: MessagePort;
  constructor(options?: AudioWorkletNodeOptions);
}

class VoiceRecorderProcessor extends AudioWorkletProcessor {
  private readonly downsampler: Downsampler;
  private readonly chunker: PcmChunker;
  private stopped = false;

  constructor(options: AudioWorkletNodeOptions) {
    super(options);
    const { targetRate, chunkSamples } = options.processorOptions as VoiceRecorderOptions;
    this.downsampler = new Downsampler(sampleRate, targetRate);
    this.chunker = new PcmChunker(chunkSamples);
    // A flush ends the take: the rest goes out as the final chunk and the processor retires.
    this.port.onmessage = (event: MessageEvent) => {
      if (event.data !== FLUSH_MESSAGE || this.stopped) return;
      this.emit(this.chunker.push(toPcm16(this.downsampler.flush())), false);
      this.emit([this.chunker.flush()], true);
      this.stopped = true;
    };
  }

  process(inputs: Float32Array[][]): boolean {
    if (this.stopped) return false;
    // The node is created with one explicit channel, so the browser has already mixed to mono.
    const mono = inputs[0]?.[0];
    // No input yet (the microphone is still starting): keep the processor alive.
    if (!mono) return true;
    this.emit(this.chunker.push(toPcm16(this.downsampler.push(mono))), false);
    return true;
  }

  private emit(chunks: Int16Array[], final: boolean) {
    chunks.forEach((pcm, index) => {
      const message: VoiceRecorderMessage = { pcm, final: final && index === chunks.length - 1 };
      this.port.postMessage(message, [pcm.buffer]);
    });
  }
}

registerProcessor(VOICE_RECORDER_PROCESSOR, VoiceRecorderProcessor);
