import { messages, voiceMessages } from '@ai-map/contracts';
import { describe, expect, it } from 'vitest';
import { browserCanRecord, microphoneErrorMessage } from './microphone-error';

const domError = (name: string) => new DOMException('refused', name);

describe('microphoneErrorMessage', () => {
  it('tells a refusal from a missing microphone', () => {
    expect(microphoneErrorMessage(domError('NotAllowedError'))).toBe(
      voiceMessages.microphoneDenied,
    );
    expect(microphoneErrorMessage(domError('SecurityError'))).toBe(voiceMessages.microphoneDenied);
    expect(microphoneErrorMessage(domError('NotFoundError'))).toBe(voiceMessages.microphoneMissing);
    expect(microphoneErrorMessage(domError('NotSupportedError'))).toBe(
      voiceMessages.browserUnsupported,
    );
  });

  it('falls back to the generic message', () => {
    expect(microphoneErrorMessage(domError('NotReadableError'))).toBe(messages.somethingWentWrong);
    expect(microphoneErrorMessage('weird')).toBe(messages.somethingWentWrong);
  });
});

describe('browserCanRecord', () => {
  it('needs both getUserMedia and AudioWorkletNode', () => {
    const scope = (navigator: unknown, AudioWorkletNode: unknown) =>
      ({ navigator, AudioWorkletNode }) as unknown as typeof globalThis;
    const media = { mediaDevices: { getUserMedia: () => undefined } };
    expect(browserCanRecord(scope(media, class {}))).toBe(true);
    // An insecure origin has no navigator.mediaDevices at all.
    expect(browserCanRecord(scope({}, class {}))).toBe(false);
    expect(browserCanRecord(scope(media, undefined))).toBe(false);
  });
});
