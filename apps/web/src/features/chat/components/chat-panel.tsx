import { useQueryClient } from '@tanstack/react-query';
import { useMemo, useState } from 'react';
import { Link, useNavigate } from 'react-router';
import { ApiRequestError, errorDetail } from '../../../shared/api/api-error';
import { Button, buttonClassName } from '../../../shared/ui/button';
import { useAuthModalStore } from '../../../shared/stores/auth-modal-store';
import { WelcomePage } from './welcome-page';
import { plannerCallerReady, TripTabs } from '../../planner';
import { useCreateChat } from '../api/create-chat';
import { chatConversationQueryKey, useChatConversation } from '../api/get-chat-conversation';
import { sendChatMessage, sendVoiceTake, useChatConnection } from '../hooks/use-chat-connection';
import { useFollowTurn } from '../hooks/use-follow-turn';
import { type ChatLine, useChatStore } from '../stores/chat-store';
import { ChatComposer } from './chat-composer';
import styles from './chat.module.css';
import { MessageList } from './message-list';
import { NewChatVoiceControls, VoiceControls } from './voice-controls';
import { composerHint } from '../lib/composer-hint';

/**
 * The assistant's column: a new chat (home, /chat/new) or an open one (/chat/{slug}). While a
 * mailed invitation to the chat's trip is `joining`, the chat is not read yet (see HomeMapPage).
 */
export function ChatPanel({ slug, joining = false }: { slug: string | null; joining?: boolean }) {
  return slug === null ? <NewChat /> : <OpenChat key={slug} slug={slug} joining={joining} />;
}

/** The first message creates the chat, goes out on its socket, and the app moves to its address. */
function NewChat() {
  const createChat = useCreateChat();
  const queryClient = useQueryClient();
  const navigate = useNavigate();

  const openAuthModal = useAuthModalStore((state) => state.openAuthModal);
  /**
   * Why the chat could not start, in the server's words (its chat-limit refusals are the spec's
   * messages); the typed message stays in the box to send once it can. A 401 offers sign-up, a
   * 403 the plans.
   */
  const [refusal, setRefusal] = useState<{ message: string; status: number } | null>(null);
  /** From the first message until its chat is open or refused: a second one waits. */
  const [starting, setStarting] = useState(false);

  /** Creates the chat, hands it its first message (`send`) and opens it; false when refused. */
  const begin = async (send: (chatId: number) => void) => {
    setStarting(true);
    try {
      // A visitor's chat belongs to their access code, which the first visit is still fetching.
      await plannerCallerReady();
      const chat = await createChat.mutateAsync(undefined);
      setRefusal(null);
      // The chat is empty: its page starts from that rather than from a read that could race
      // the first message and show it twice. The turn's `complete` brings its trip and title.
      queryClient.setQueryData(chatConversationQueryKey(chat.slug), { chat, messages: [] });
      send(chat.id);
      void navigate(`/chat/${chat.slug}`);
      return true;
    } catch (error) {
      setRefusal({
        status: error instanceof ApiRequestError ? error.status : 500,
        message: errorDetail(error),
      });
      return false;
    } finally {
      setStarting(false);
    }
  };
  const start = (text: string) =>
    begin((chatId) => void sendChatMessage(chatId, text, queryClient));
  const speak = (chunks: string[]) => begin((chatId) => sendVoiceTake(chatId, chunks, queryClient));

  return (
    <div className={styles.panel}>
      <div className={styles.scroll}>
        <WelcomePage />
      </div>
      {refusal && (
        <div className={styles.refusal} role="alert">
          <p>{refusal.message}</p>
          {refusal.status === 401 && (
            <Button onClick={() => openAuthModal('signup')}>Sign up</Button>
          )}
          {refusal.status === 403 && (
            <Link to="/subscription" className={buttonClassName({ variant: 'secondary' })}>
              See plans
            </Link>
          )}
        </div>
      )}
      <ChatComposer
        onSend={start}
        busy={starting}
        voice={<NewChatVoiceControls onTake={speak} />}
      />
    </div>
  );
}

function OpenChat({ slug, joining }: { slug: string; joining: boolean }) {
  const conversation = useChatConversation(joining ? null : slug);
  const chat = conversation.data?.chat ?? null;
  const send = useChatConnection(chat?.id ?? null);
  const live = useChatStore((state) => (chat ? state.chats[chat.id] : undefined));
  // A turn this page did not send (it was running when the page opened) is followed by reading.
  const following = useFollowTurn(conversation, !live?.lines.length);

  const lines = useMemo<ChatLine[]>(() => {
    const stored: ChatLine[] = (conversation.data?.messages ?? []).map((message) => ({
      key: `stored-${message.id}`,
      role: message.role,
      content: message.content,
      type: message.type ?? undefined,
    }));
    const placeholder: ChatLine[] = following
      ? [{ key: 'following', role: 'assistant', content: '', loading: true }]
      : [];
    return [...stored, ...placeholder, ...(live?.lines ?? [])];
  }, [conversation.data, live?.lines, following]);

  // After an error (a failed or interrupted turn) the last message can be sent again.
  const retryText = useMemo(() => {
    if (lines.at(-1)?.type !== 'error') return null;
    return lines.filter((line) => line.role === 'user').at(-1)?.content ?? null;
  }, [lines]);

  if (conversation.isError) {
    const missing =
      conversation.error instanceof ApiRequestError &&
      [403, 404].includes(conversation.error.status);
    return (
      <div className={styles.panel}>
        <div className={styles.notice} role="alert">
          <h1>{missing ? 'This chat could not be found' : 'The chat could not be loaded'}</h1>
          <p>
            {missing
              ? 'It may have been deleted, or it belongs to another account.'
              : 'Check your connection and try again.'}
          </p>
          <Link to="/chat/new" className={buttonClassName({})}>
            New trip
          </Link>
        </div>
      </div>
    );
  }

  return (
    <div className={styles.panel}>
      <header className={styles.header}>
        <h1 className={styles.title}>{chat ? chat.title || 'New trip' : 'Loading…'}</h1>
      </header>
      <TripTabs tripId={chat?.trip ?? null}>
        <div className={styles.scroll}>
          {lines.length === 0 && conversation.isSuccess ? (
            <p className={styles.empty}>
              Tell the assistant where you would like to go, for how long and what you enjoy.
            </p>
          ) : (
            <MessageList
              lines={lines}
              onRetry={
                retryText !== null && chat && !live?.waiting ? () => send(retryText) : undefined
              }
            />
          )}
        </div>
        <ChatComposer
          onSend={send}
          busy={!chat || following || (live?.waiting ?? false)}
          voice={<VoiceControls chatId={chat?.id ?? null} />}
          placeholder={composerHint(chat)}
        />
      </TripTabs>
    </div>
  );
}
