/*
 * What the page and the audio-thread processor (worklet/voice-recorder.worklet.ts) agree on. A
 * file of its own because importing the worklet module itself into the page would run its
 * registerProcessor call there.
 */

export const VOICE_RECORDER_PROCESSOR = 'voice-recorder';

/** The processor's `processorOptions`. */
export interface VoiceRecorderOptions {
  targetRate: number;
  chunkSamples: number;
}

/** The page posts this to end the take. */
export const FLUSH_MESSAGE = 'flush';

/** What the processor posts: 16-bit mono samples at the target rate; `final` ends the take. */
export interface VoiceRecorderMessage {
  pcm: Int16Array;
  final: boolean;
}
