import { useId, useState } from 'react';
import { Button } from '../../../shared/ui/button';
import type { VoiceRecorder, VoiceRecorderState } from '../hooks/use-voice-recorder';
import styles from './voice-button.module.css';

/** What the button says it will do (its accessible name and tooltip), per state. */
const LABELS: Record<Exclude<VoiceRecorderState, 'error' | 'unavailable'>, string> = {
  idle: 'Speak to the assistant',
  'requesting-permission': 'Waiting for microphone permission; click to cancel',
  recording: 'Stop recording and send',
  processing: 'Transcribing what you said',
};

function labelOf(state: VoiceRecorderState, message: string | null): string {
  if (state === 'error') return `${message ?? 'Voice input failed.'} Click to try again.`;
  if (state === 'unavailable') return message ?? 'Voice input is not available.';
  return LABELS[state];
}

function MicIcon({ off }: { off: boolean }) {
  return (
    <svg
      width={18}
      height={18}
      viewBox="0 0 24 24"
      fill="none"
      stroke="currentColor"
      strokeWidth={1.8}
      strokeLinecap="round"
      strokeLinejoin="round"
      aria-hidden="true"
      focusable="false"
    >
      <rect x="9" y="3" width="6" height="11" rx="3" />
      <path d="M5 11a7 7 0 0 0 14 0M12 18v3M8.5 21h7" />
      {off && <path d="m4 4 16 16" />}
    </svg>
  );
}

/**
 * The microphone button beside Send. Pressed while recording; a click stops and sends. When the
 * server has no speech-to-text service (or the browser cannot record) it looks dimmed, its name
 * says why, and a click shows the explanation: not `disabled` or `aria-disabled`, which would
 * leave nothing to click or would tell a screen reader it does nothing.
 */
export function VoiceButton({ recorder }: { recorder: VoiceRecorder }) {
  const { state, message } = recorder;
  const [explaining, setExplaining] = useState(false);
  const noteId = useId();
  const label = labelOf(state, message);
  const showNote = message !== null && (state === 'error' || explaining);

  const onClick = () => {
    switch (state) {
      case 'idle':
      case 'error':
        void recorder.start();
        break;
      case 'recording':
        recorder.stop();
        break;
      case 'requesting-permission':
        recorder.cancel();
        break;
      case 'unavailable':
        setExplaining((open) => !open);
        break;
      case 'processing':
        break;
    }
  };

  return (
    <span className={styles.voice}>
      <Button
        variant={state === 'recording' ? 'danger' : 'secondary'}
        iconOnly
        className={styles[state]}
        aria-label={label}
        title={label}
        aria-pressed={state === 'recording'}
        aria-describedby={showNote ? noteId : undefined}
        aria-busy={state === 'requesting-permission' || undefined}
        loading={state === 'processing'}
        data-voice-state={state}
        onClick={onClick}
      >
        {state !== 'processing' && <MicIcon off={state === 'unavailable'} />}
      </Button>
      {showNote && (
        <span id={noteId} role="status" className={styles.note}>
          {message}
        </span>
      )}
    </span>
  );
}
