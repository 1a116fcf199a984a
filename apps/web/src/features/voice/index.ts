// What other features may use of voice: they import from this file only (eslint.config.js).
export { VoiceButton } from './components/voice-button';
export { useVoiceRecorder } from './hooks/use-voice-recorder';
export type { VoiceRecorder } from './hooks/use-voice-recorder';
