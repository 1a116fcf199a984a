import type { ChatHistoryEntry } from '@ai-map/contracts';
import { type KeyboardEvent, useEffect, useRef, useState } from 'react';
import { NavLink, useNavigate, useParams } from 'react-router';
import { ChatIcon, DotsIcon, PencilIcon, TrashIcon } from '../../../shared/ui/icons';
import { useDeleteChat } from '../api/delete-chat';
import { useChats } from '../../../shared/api/get-chats';
import { useRenameChat } from '../api/rename-chat';
import { DeleteTripModal } from './delete-trip-modal';
import styles from './trip-history.module.css';

const titleOf = (entry: ChatHistoryEntry) => entry.title.trim() || 'New trip';

interface TripHistoryProps {
  /** The sidebar's icon rail: only icons linking to the trips. */
  collapsed: boolean;
  /** Opening a trip closes the mobile menu. */
  onOpen: () => void;
}

/** The sidebar's trip history (spec 000 §2): links, and per trip a menu to rename or delete it. */
export function TripHistory({ collapsed, onOpen }: TripHistoryProps) {
  const chats = useChats();
  const [deleting, setDeleting] = useState<ChatHistoryEntry | null>(null);
  const deleteChat = useDeleteChat();
  const navigate = useNavigate();
  const { id: openSlug } = useParams();

  const confirmDelete = () => {
    if (!deleting) return;
    deleteChat.mutate(deleting.slug, {
      onSuccess: () => {
        if (deleting.slug === openSlug) void navigate('/');
        setDeleting(null);
      },
    });
  };

  if (chats.isPending) return <p className={styles.status}>{collapsed ? '' : 'Loading trips…'}</p>;
  if (chats.isError) {
    return <p className={styles.status}>{collapsed ? '' : 'Trips could not be loaded.'}</p>;
  }
  if (chats.data.length === 0) {
    return collapsed ? null : <p className={styles.status}>Your trips will appear here.</p>;
  }

  return (
    <>
      <ul className={styles.list}>
        {chats.data.map((entry) => (
          <TripItem
            key={entry.id}
            entry={entry}
            collapsed={collapsed}
            onOpen={onOpen}
            onDelete={() => {
              deleteChat.reset();
              setDeleting(entry);
            }}
          />
        ))}
      </ul>
      {deleting && (
        <DeleteTripModal
          title={titleOf(deleting)}
          deleting={deleteChat.isPending}
          error={deleteChat.error}
          onCancel={() => setDeleting(null)}
          onDelete={confirmDelete}
        />
      )}
    </>
  );
}

interface TripItemProps {
  entry: ChatHistoryEntry;
  collapsed: boolean;
  onOpen: () => void;
  onDelete: () => void;
}

function TripItem({ entry, collapsed, onOpen, onDelete }: TripItemProps) {
  const [menuOpen, setMenuOpen] = useState(false);
  const [editing, setEditing] = useState(false);
  const rename = useRenameChat();
  const item = useRef<HTMLLIElement>(null);
  const title = titleOf(entry);

  useEffect(() => {
    if (!menuOpen) return;
    item.current?.querySelector<HTMLElement>('[role="menuitem"]')?.focus();
    const onPointerDown = (event: PointerEvent) => {
      if (!item.current?.contains(event.target as Node)) setMenuOpen(false);
    };
    document.addEventListener('pointerdown', onPointerDown);
    return () => document.removeEventListener('pointerdown', onPointerDown);
  }, [menuOpen]);

  /** Spec 000 §4: unchanged keeps the title, empty reverts, anything else saves optimistically. */
  const save = (value: string) => {
    setEditing(false);
    const next = value.trim();
    if (next && next !== entry.title) rename.mutate({ slug: entry.slug, title: next });
  };

  if (collapsed) {
    return (
      <li>
        <NavLink
          to={`/chat/${entry.slug}`}
          className={({ isActive }) => `${styles.iconLink} ${isActive ? styles.active : ''}`}
          aria-label={title}
          title={title}
          onClick={onOpen}
        >
          <ChatIcon size={18} />
        </NavLink>
      </li>
    );
  }

  return (
    <li ref={item} className={styles.item}>
      {editing ? (
        <RenameInput initial={entry.title} onDone={save} onCancel={() => setEditing(false)} />
      ) : (
        <NavLink
          to={`/chat/${entry.slug}`}
          className={({ isActive }) => `${styles.link} ${isActive ? styles.active : ''}`}
          onClick={onOpen}
        >
          <ChatIcon size={16} />
          <span className={styles.title}>{title}</span>
        </NavLink>
      )}
      {!editing && (
        <button
          type="button"
          className={styles.more}
          aria-label={`Trip actions: ${title}`}
          aria-haspopup="menu"
          aria-expanded={menuOpen}
          onClick={() => setMenuOpen((open) => !open)}
        >
          <DotsIcon size={16} />
        </button>
      )}
      {menuOpen && (
        <div
          className={styles.menu}
          role="menu"
          aria-label={`Actions for ${title}`}
          onKeyDown={(event) => {
            if (event.key === 'Escape') setMenuOpen(false);
          }}
        >
          <button
            type="button"
            role="menuitem"
            onClick={() => {
              setMenuOpen(false);
              setEditing(true);
            }}
          >
            <PencilIcon size={16} />
            Rename trip
          </button>
          <button
            type="button"
            role="menuitem"
            onClick={() => {
              setMenuOpen(false);
              onDelete();
            }}
          >
            <TrashIcon size={16} />
            Delete trip
          </button>
        </div>
      )}
    </li>
  );
}

function RenameInput({
  initial,
  onDone,
  onCancel,
}: {
  initial: string;
  onDone: (value: string) => void;
  onCancel: () => void;
}) {
  const [value, setValue] = useState(initial);
  const finished = useRef(false);
  const finish = (commit: boolean) => {
    if (finished.current) return;
    finished.current = true;
    if (commit) onDone(value);
    else onCancel();
  };
  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key === 'Enter') finish(true);
    else if (event.key === 'Escape') finish(false);
  };
  return (
    <input
      className={styles.rename}
      aria-label="Trip name"
      value={value}
      maxLength={255}
      autoFocus
      onChange={(event) => setValue(event.target.value)}
      onKeyDown={onKeyDown}
      onBlur={() => finish(true)}
    />
  );
}
