import { useState } from 'react';
import { useAuthModalStore } from '../../../shared/stores/auth-modal-store';
import { useSessionStore } from '../../../shared/api/session-store';
import { BookmarkIcon, HeartIcon, VisitedIcon } from '../../../shared/ui/icons';
import { markFlag, type MarkKind, type MarkObject, useToggleMark } from '../api/toggle-mark';
import styles from './mark-button.module.css';

interface MarkState {
  active: boolean;
  count: number;
}

interface LocalMarkState extends MarkState {
  /** The object the state belongs to: a reused button (next attraction) starts fresh. */
  key: string;
}

interface MarkButtonProps {
  kind: MarkKind;
  object: MarkObject;
  id: number;
  /** The flag as the page loaded it (is_liked, is_favourite, is_visited). */
  active: boolean;
  /** Likes only: number_of_likes as loaded. */
  count?: number;
  /** The object's name, for the accessible label ("Like Paris"). */
  name: string;
  compact?: boolean;
}

const texts: Record<MarkKind, { on: string; off: string }> = {
  like: { on: 'Liked', off: 'Like' },
  favourite: { on: 'In favourites', off: 'Add to favourites' },
  visited: { on: 'Visited', off: 'Mark as visited' },
};

const icons = { like: HeartIcon, favourite: BookmarkIcon, visited: VisitedIcon };

/**
 * Like, favourite or visited toggle (spec 000 §4, 001 §4): flips at once, rolls back silently if
 * the call fails, then takes the flag the server returns. Signed out, it opens the sign-in modal.
 */
export function MarkButton({
  kind,
  object,
  id,
  active,
  count,
  name,
  compact = false,
}: MarkButtonProps) {
  const token = useSessionStore((state) => state.token);
  const openAuthModal = useAuthModalStore((state) => state.openAuthModal);
  const toggle = useToggleMark();
  // Set once the user has clicked; until then the loaded values are shown.
  const [local, setLocalState] = useState<LocalMarkState | null>(null);
  const key = `${object}/${id}`;
  const shown: MarkState = local && local.key === key ? local : { active, count: count ?? 0 };
  const setLocal = (state: MarkState) => setLocalState({ ...state, key });

  const onClick = () => {
    if (token === null) {
      openAuthModal('signin');
      return;
    }
    if (toggle.isPending) return;
    const before = shown;
    const optimistic: MarkState = {
      active: !before.active,
      count: Math.max(0, before.count + (before.active ? -1 : 1)),
    };
    setLocal(optimistic);
    toggle.mutate(
      { kind, object, id },
      {
        onSuccess: (answer) => {
          const flag = markFlag(kind, answer) ?? optimistic.active;
          setLocal({ active: flag, count: answer.number_of_likes ?? optimistic.count });
        },
        onError: (error) => {
          // Spec 001 §8: toggle failures are only logged.
          console.error(error);
          setLocal(before);
        },
      },
    );
  };

  const Icon = icons[kind];
  const text = shown.active ? texts[kind].on : texts[kind].off;
  return (
    <button
      type="button"
      className={[
        styles.mark,
        styles[kind],
        shown.active ? styles.active : '',
        compact ? styles.compact : '',
      ]
        .filter(Boolean)
        .join(' ')}
      aria-pressed={shown.active}
      title={text}
      onClick={onClick}
    >
      <Icon size={18} filled={shown.active} />
      {/* The name is the words shown ("Like", "Liked"…) plus the object's name for screen
          readers, so that what a voice-control user reads out is the button's name. */}
      {compact ? (
        <span className={styles.srOnly}>{`${text} ${name}`}</span>
      ) : (
        <>
          <span className={styles.text}>{text}</span>
          <span className={styles.srOnly}> {name}</span>
        </>
      )}
      {kind === 'like' && <span className={styles.count}>{shown.count}</span>}
    </button>
  );
}

interface MarkButtonsProps {
  object: MarkObject;
  id: number;
  name: string;
  isLiked: boolean;
  likes: number;
  isFavourite?: boolean;
  isVisited?: boolean;
}

/** Like, favourite and visited side by side (the page headers). */
export function MarkButtons({
  object,
  id,
  name,
  isLiked,
  likes,
  isFavourite,
  isVisited,
}: MarkButtonsProps) {
  return (
    <div className={styles.group} role="group" aria-label="Your marks">
      <MarkButton kind="like" object={object} id={id} name={name} active={isLiked} count={likes} />
      {isFavourite !== undefined && (
        <MarkButton kind="favourite" object={object} id={id} name={name} active={isFavourite} />
      )}
      {isVisited !== undefined && (
        <MarkButton kind="visited" object={object} id={id} name={name} active={isVisited} />
      )}
    </div>
  );
}
