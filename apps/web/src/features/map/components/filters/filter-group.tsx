import { type ReactNode, useId, useState } from 'react';
import { ChevronRightIcon } from '../../../../shared/ui/icons';
import styles from './filters.module.css';

interface FilterGroupProps {
  title: string;
  /** How many choices the group holds; shown as a badge and enables its Reset. */
  chosen: number;
  /** Omitted for groups without their own Reset. */
  onReset?: () => void;
  defaultOpen?: boolean;
  children: ReactNode;
}

/** A collapsible group of filters with its own Reset. */
export function FilterGroup({
  title,
  chosen,
  onReset,
  defaultOpen = true,
  children,
}: FilterGroupProps) {
  const [open, setOpen] = useState(defaultOpen);
  const bodyId = useId();
  return (
    <section className={styles.group} aria-label={title}>
      <div className={styles.groupHeader}>
        <button
          type="button"
          className={styles.groupToggle}
          aria-expanded={open}
          aria-controls={bodyId}
          onClick={() => setOpen(!open)}
        >
          <ChevronRightIcon size={16} className={styles.chevron} />
          {title}
          {chosen > 0 && (
            <span className={styles.badge} aria-label={`${chosen} chosen`}>
              {chosen}
            </span>
          )}
        </button>
        {onReset && (
          <button
            type="button"
            className={styles.reset}
            onClick={onReset}
            disabled={chosen === 0}
            aria-label={`Reset ${title.toLowerCase()}`}
          >
            Reset
          </button>
        )}
      </div>
      {open && (
        <div id={bodyId} className={styles.groupBody}>
          {children}
        </div>
      )}
    </section>
  );
}
