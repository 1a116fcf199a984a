import { CLIPBOARD_TOAST_MS } from '@ai-map/contracts';
import { useState } from 'react';
import { copiedToastText } from '../../../../shared/lib/format';
import { CopyButton, writeToClipboard } from '../../../../shared/ui/copy-button';
import { toast } from '../../../../shared/ui/toast/toast-store';
import { useShareFilters } from '../../api/share-filters';
import { useMapFiltersStore } from '../../stores/map-filters-store';
import { filterLink, type SharedFilters } from './shared-filter';
import styles from './sidebar-actions.module.css';

const LINK_LABEL = 'Link';

/**
 * Shares the filters in force: stores them (`POST filter/share/`), copies the link to the
 * current map view with them, and shows it.
 */
export function ShareFiltersButton() {
  const share = useShareFilters();
  const [link, setLink] = useState<string | null>(null);

  const onShare = () => {
    const { filters, advanced } = useMapFiltersStore.getState();
    const value: SharedFilters = { filters, advanced };
    share.mutate(value, {
      onSuccess: ({ q }) => {
        const url = filterLink(window.location.origin, q, window.location.hash);
        setLink(url);
        writeToClipboard(url).then(
          () => toast.success(copiedToastText(LINK_LABEL), LINK_LABEL, CLIPBOARD_TOAST_MS),
          // Without clipboard access the link is still shown to copy by hand.
          (error: unknown) => console.error(error),
        );
      },
      onError: () => toast.error('The filters could not be shared. Please try again.'),
    });
  };

  return (
    <>
      <button
        type="button"
        className={styles.action}
        onClick={onShare}
        aria-busy={share.isPending || undefined}
        disabled={share.isPending}
      >
        {share.isPending ? 'Sharing…' : 'Share filters'}
      </button>
      {link && (
        <div className={styles.link}>
          <input
            className={styles.linkInput}
            value={link}
            readOnly
            aria-label="Link to these filters"
            onFocus={(event) => event.target.select()}
          />
          <CopyButton text={link} label={LINK_LABEL} />
        </div>
      )}
    </>
  );
}
