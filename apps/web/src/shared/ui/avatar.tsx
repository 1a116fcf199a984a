import styles from './avatar.module.css';

/** Up to two initials from a display name ("Ada Lovelace" → "AL"). */
function initials(name: string): string {
  const letters = name
    .split(/\s+/)
    .filter(Boolean)
    .slice(0, 2)
    .map((word) => word[0]?.toUpperCase() ?? '');
  return letters.join('') || '?';
}

interface AvatarProps {
  name: string;
  photo: string | null | undefined;
  size?: number;
}

/** The user's photo, or their initials on the brand gradient when there is none. */
export function Avatar({ name, photo, size = 40 }: AvatarProps) {
  return (
    <span
      className={styles.avatar}
      style={{ width: size, height: size, fontSize: Math.round(size * 0.38) }}
      aria-hidden="true"
    >
      {photo ? <img src={photo} alt="" /> : initials(name)}
    </span>
  );
}
