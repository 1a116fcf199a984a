import {
  messages,
  VOICE_SAMPLE_RATE,
  VOICE_UTTERANCE_MAX_SECONDS,
  voiceMessages,
} from '@ai-map/contracts';
import { useCallback, useEffect, useRef, useState } from 'react';
import { useVoiceStatus } from '../api/get-voice-status';
import { browserCanRecord, microphoneErrorMessage } from '../lib/microphone-error';
import { createRecorderNode, openMicrophone } from '../lib/recorder-audio';
import { FLUSH_MESSAGE, type VoiceRecorderMessage } from '../lib/recorder-protocol';
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

// Stop a little before the server's limit: the flush still adds the last partial chunk.
const AUTO_STOP_SAMPLES = (VOICE_UTTERANCE_MAX_SECONDS - 1) * VOICE_SAMPLE_RATE;

/** Why this page cannot record (the server has no voice, or the browser no microphone API). */
function useUnavailable(): string | null {
  const status = useVoiceStatus();
  if (status.data?.available === false) return voiceMessages.unavailable;
  return browserCanRecord() ? null : voiceMessages.browserUnsupported;
}

/**
 * Opens the recorder node, then the microphone, for a take: null when the start was abandoned
 * meanwhile (`isCurrent` turned false), what to tell the user when it failed.
 */
async function openTake(isCurrent: () => boolean): Promise<Session | { failed: string } | null> {
  const context = new AudioContext();
  const abandon = () => void context.close();
  let node: AudioWorkletNode;
  try {
    node = await createRecorderNode(context);
  } catch {
    abandon();
    return { failed: messages.somethingWentWrong };
  }
  if (!isCurrent()) {
    abandon();
    return null;
  }
  let stream: MediaStream;
  try {
    stream = await openMicrophone();
  } catch (reason) {
    abandon();
    return { failed: microphoneErrorMessage(reason) };
  }
  if (!isCurrent()) {
    for (const track of stream.getTracks()) track.stop();
    abandon();
    return null;
  }
  return { stream, context, node, samples: 0, flushed: false };
}

/**
 * Hands the take's chunks to `onChunk` as base64 WAV while the take is the current one, and
 * flushes it at the length limit; a processor error fails it.
 */
function listen(
  take: Session,
  isCurrent: () => boolean,
  on: {
    chunk: (data: string, final: boolean) => void;
    release: () => void;
    flush: () => void;
    fail: (message: string) => void;
  },
) {
  take.node.port.onmessage = ({ data }: MessageEvent<VoiceRecorderMessage>) => {
    if (!isCurrent()) return;
    take.samples += data.pcm.length;
    on.chunk(data.pcm.length ? toBase64(encodeWav(data.pcm, VOICE_SAMPLE_RATE)) : '', data.final);
    if (data.final) on.release();
    else if (take.samples >= AUTO_STOP_SAMPLES) on.flush();
  };
  take.node.onprocessorerror = () => {
    if (isCurrent()) on.fail(messages.somethingWentWrong);
  };
}

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
  const unavailable = useUnavailable();
  const [phase, setPhase] = useState<Exclude<VoiceRecorderState, 'unavailable'>>('idle');
  const [error, setError] = useState<string | null>(null);
  const onChunkRef = useRef(onChunk);
  useEffect(() => {
    onChunkRef.current = onChunk;
  });
  const session = useRef<Session | null>(null);
  // Bumped by every start and cancel: an answer that arrives for an abandoned start is dropped.
  const attempt = useRef(0);

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
    const take = await openTake(current);
    if (!take) return;
    if ('failed' in take) {
      if (current()) fail(take.failed);
      return;
    }
    const { context, stream, node } = take;
    session.current = take;
    listen(take, () => session.current === take, {
      chunk: (data, final) => onChunkRef.current(data, final),
      release,
      flush,
      fail,
    });
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
