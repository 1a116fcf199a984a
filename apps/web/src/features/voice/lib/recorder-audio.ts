import { VOICE_CHUNK_MS, VOICE_SAMPLE_RATE } from '@ai-map/contracts';
// `?worker&url` makes Vite bundle the processor with its imports into a script of its own and
// hand back its URL. A plain `new URL('./x.ts', import.meta.url)` is copied as it is, so the
// browser would get untranspiled TypeScript.
import workletUrl from '../worklet/voice-recorder.worklet.ts?worker&url';
import { VOICE_RECORDER_PROCESSOR, type VoiceRecorderOptions } from './recorder-protocol';

/*
 * The browser's half of a take, apart from the hook that keeps its state (use-voice-recorder.ts):
 * the worklet node that turns the microphone into 16 kHz mono PCM chunks, and the microphone.
 */

const CHUNK_SAMPLES = (VOICE_SAMPLE_RATE * VOICE_CHUNK_MS) / 1000;

/**
 * The recorder node in `context`. It is made before the microphone opens: what the microphone
 * hears before its source is connected to the worklet is lost, and loading the worklet takes
 * seconds on a busy machine, so a take that opened the microphone first lost its first words
 * ('three days in paris' was heard as 'it is it art is'). The context's default rate is the
 * device's own: Firefox cannot connect a microphone to a context of another rate, so the worklet
 * downsamples.
 */
export async function createRecorderNode(context: AudioContext): Promise<AudioWorkletNode> {
  await context.audioWorklet.addModule(workletUrl);
  const processorOptions: VoiceRecorderOptions = {
    targetRate: VOICE_SAMPLE_RATE,
    chunkSamples: CHUNK_SAMPLES,
  };
  return new AudioWorkletNode(context, VOICE_RECORDER_PROCESSOR, {
    numberOfInputs: 1,
    // No output: the node is a sink, which the browser still runs.
    numberOfOutputs: 0,
    channelCount: 1,
    channelCountMode: 'explicit',
    processorOptions,
  });
}

/** The microphone, mono, with the browser's echo cancellation and noise suppression. */
export function openMicrophone(): Promise<MediaStream> {
  return navigator.mediaDevices.getUserMedia({
    audio: { channelCount: 1, echoCancellation: true, noiseSuppression: true },
  });
}
