import { Button } from '../../../shared/ui/button';
import { VoiceButton } from '../../voice';
import { useNewChatVoice, useVoiceChat } from '../hooks/use-voice-chat';

/** The mic button of an open chat, and while voice mode runs a way to end it. */
export function VoiceControls({ chatId }: { chatId: number | null }) {
  const recorder = useVoiceChat(chatId);
  const active = recorder.state === 'recording' || recorder.state === 'processing';
  return (
    <>
      <VoiceButton recorder={recorder} />
      {active && (
        <Button variant="ghost" onClick={recorder.cancel}>
          End voice
        </Button>
      )}
    </>
  );
}

/**
 * The mic button of /chat/new: the first take starts the chat, as a typed first message does
 * (`onTake` as the composer's send; false when the chat was refused).
 */
export function NewChatVoiceControls({
  onTake,
}: {
  onTake: (chunks: string[]) => Promise<boolean>;
}) {
  return <VoiceButton recorder={useNewChatVoice(onTake)} />;
}
