import { messages, voiceMessages } from '@ai-map/contracts';

/** What to tell the user when getUserMedia refuses, by the DOMException's name. */
export function microphoneErrorMessage(error: unknown): string {
  const name = error instanceof Error || error instanceof DOMException ? error.name : '';
  switch (name) {
    case 'NotAllowedError':
    case 'SecurityError':
      return voiceMessages.microphoneDenied;
    case 'NotFoundError':
    case 'OverconstrainedError':
      return voiceMessages.microphoneMissing;
    case 'NotSupportedError':
      return voiceMessages.browserUnsupported;
    default:
      return messages.somethingWentWrong;
  }
}

/**
 * Whether this page can record: the microphone API exists only in secure contexts (HTTPS or
 * localhost), and AudioWorklet only in current browsers.
 */
export function browserCanRecord(scope: typeof globalThis = globalThis): boolean {
  return (
    typeof scope.navigator?.mediaDevices?.getUserMedia === 'function' &&
    typeof scope.AudioWorkletNode === 'function'
  );
}
