import {
  messages,
  VOICE_CHUNK_MS,
  VOICE_SAMPLE_RATE,
  VOICE_UTTERANCE_MAX_SECONDS,
  voiceMessages,
} from '@ai-map/contracts';
import { useCallback, useEffect, useRef, useState } from 'react';
// `?worker&url` makes Vite bundle the processor with its imports into a script of its own and
// hand back its URL. A plain `new URL('./x.ts', import.meta.url)` is copied as it is, so the
// browser would get untranspiled TypeScript.
import workletUrl from '../worklet/voice-recorder.worklet.ts?worker&url';
import { useVoiceStatus } from '../api/get-voice-status';
import { browserCanRecord, microphoneErrorMessage } from '../lib/microphone-error';
import {
  FLUSH_MESSAGE,
  VOICE_RECORDER_PROCESSOR,
  type VoiceRecorderMessage,
  type VoiceRecorderOptions,
} from '../lib/recorder-protocol';
import { encodeWav, toBase64 } from '../lib/wav';

export type VoiceRecorderState =
  | 'idle'
  | 'requesting-permission'
  | 'recording'
  /** The take was sent; waiting for the answer (the owner calls finish() or start()). */
  | 'processing'
  | 'error'
  | 'unavailable';

export interface VoiceRecorder {
  state: VoiceRecorderState;
  /** Why the state is `error` or `unavailable`; null otherwise. */
  message: string | null;
  /** Asks for the microphone and records. Also the way to record again after an answer. */
  start: () => Promise<void>;
  /** Ends the take: the last chunk goes out with `final` true. */
  stop: () => void;
  /** The answer arrived and no new take follows: back to idle. */
  finish: () => void;
  /** Drops the take without sending its end (leaving the chat). */
  cancel: () => void;
}

interface Session {
  stream: MediaStream;
  context: AudioContext;
  node: AudioWorkletNode;
  samples: number;
  flushed: boolean;
}

const CHUNK_SAMPLES = (VOICE_SAMPLE_RATE * VOICE_CHUNK_MS) / 1000;
// Stop a little before the server's limit: the flush still adds the last partial chunk.
const AUTO_STOP_SAMPLES = (VOICE_UTTERANCE_MAX_SECONDS - 1) * VOICE_SAMPLE_RATE;

/**
 * Records the microphone for the voice socket: an AudioWorklet turns it into 16 kHz mono 16-bit
 * PCM and `onChunk` receives base64 WAV chunks of VOICE_CHUNK_MS (packages/contracts/src/voice.ts),
 * the last with `final` true. The socket itself belongs to the caller.
 */
export function useVoiceRecorder({
  onChunk,
}: {
  onChunk: (data: string, final: boolean) => void;
}): VoiceRecorder {
  const status = useVoiceStatus();
  const [phase, setPhase] = useState<Exclude<VoiceRecorderState, 'unavailable'>>('idle');
  const [error, setError] = useState<string | null>(null);
  const onChunkRef = useRef(onChunk);
  useEffect(() => {
    onChunkRef.current = onChunk;
  });
  const session = useRef<Session | null>(null);
  // Bumped by every start and cancel: an answer that arrives for an abandoned start is dropped.
  const attempt = useRef(0);

  const unavailable =
    status.data?.available === false
      ? voiceMessages.unavailable
      : browserCanRecord()
        ? null
        : voiceMessages.browserUnsupported;

  const release = useCallback(() => {
    const current = session.current;
    session.current = null;
    if (!current) return;
    current.node.disconnect();
    for (const track of current.stream.getTracks()) track.stop();
    void current.context.close();
  }, []);

  const fail = useCallback(
    (message: string) => {
      attempt.current += 1;
      release();
      setError(message);
      setPhase('error');
    },
    [release],
  );

  const flush = useCallback(() => {
    const current = session.current;
    if (!current || current.flushed) return;
    current.flushed = true;
    current.node.port.postMessage(FLUSH_MESSAGE);
    setPhase('processing');
  }, []);

  const start = useCallback(async () => {
    if (unavailable || session.current) return;
    const id = (attempt.current += 1);
    const current = () => id === attempt.current;
    setError(null);
    setPhase('requesting-permission');
    // The recorder is ready before the microphone opens: what the microphone hears before its
    // source is connected to the worklet is lost, and loading the worklet takes seconds on a busy
    // machine, so a take that opened the microphone first lost its first words ('three days in
    // paris' was heard as 'it is it art is'). The default rate is the device's own: Firefox
    // cannot connect a microphone to a context of another rate, so the worklet downsamples.
    const context = new AudioContext();
    const abandon = () => void context.close();
    let node: AudioWorkletNode;
    try {
      await context.audioWorklet.addModule(workletUrl);
      const processorOptions: VoiceRecorderOptions = {
        targetRate: VOICE_SAMPLE_RATE,
        chunkSamples: CHUNK_SAMPLES,
      };
      node = new AudioWorkletNode(context, VOICE_RECORDER_PROCESSOR, {
        numberOfInputs: 1,
        // No output: the node is a sink, which the browser still runs.
        numberOfOutputs: 0,
        channelCount: 1,
        channelCountMode: 'explicit',
        processorOptions,
      });
    } catch {
      abandon();
      if (current()) fail(messages.somethingWentWrong);
      return;
    }
    if (!current()) {
      abandon();
      return;
    }
    let stream: MediaStream;
    try {
      stream = await navigator.mediaDevices.getUserMedia({
        audio: { channelCount: 1, echoCancellation: true, noiseSuppression: true },
      });
    } catch (reason) {
      abandon();
      if (current()) fail(microphoneErrorMessage(reason));
      return;
    }
    if (!current()) {
      for (const track of stream.getTracks()) track.stop();
      abandon();
      return;
    }
    const take: Session = { stream, context, node, samples: 0, flushed: false };
    session.current = take;
    node.port.onmessage = ({ data }: MessageEvent<VoiceRecorderMessage>) => {
      if (session.current !== take) return;
      take.samples += data.pcm.length;
      const chunk = data.pcm.length ? toBase64(encodeWav(data.pcm, VOICE_SAMPLE_RATE)) : '';
      onChunkRef.current(chunk, data.final);
      if (data.final) release();
      else if (take.samples >= AUTO_STOP_SAMPLES) flush();
    };
    node.onprocessorerror = () => {
      if (session.current === take) fail(messages.somethingWentWrong);
    };
    try {
      // In the same task as the microphone's arrival: nothing it says is dropped meanwhile.
      context.createMediaStreamSource(stream).connect(node);
      await context.resume();
      // A stop that came while the context started has already moved on to processing.
      if (current() && !take.flushed) setPhase('recording');
    } catch {
      if (current()) fail(messages.somethingWentWrong);
    }
  }, [unavailable, fail, flush, release]);

  const stop = useCallback(() => flush(), [flush]);

  const finish = useCallback(() => {
    setPhase((previous) => (previous === 'processing' ? 'idle' : previous));
  }, []);

  const cancel = useCallback(() => {
    attempt.current += 1;
    release();
    setError(null);
    setPhase('idle');
  }, [release]);

  useEffect(
    () => () => {
      attempt.current += 1;
      release();
    },
    [release],
  );

  return {
    state: unavailable ? 'unavailable' : phase,
    message: unavailable ?? (phase === 'error' ? error : null),
    start,
    stop,
    finish,
    cancel,
  };
}
