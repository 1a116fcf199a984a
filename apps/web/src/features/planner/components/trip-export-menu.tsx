import { CLIPBOARD_TOAST_MS, type TripExportFormat } from '@ai-map/contracts';
import { useId } from 'react';
import { errorDetail } from '../../../shared/api/api-error';
import { copiedToastText } from '../../../shared/lib/format';
import { CopyButton, writeToClipboard } from '../../../shared/ui/copy-button';
import { DownloadIcon, GlobeIcon, TrashIcon } from '../../../shared/ui/icons';
import { toast } from '../../../shared/ui/toast/toast-store';
import { useExportTrip } from '../api/export-trip';
import { useTrip } from '../api/get-trip';
import { useMenuPopover } from '../../../shared/hooks/use-menu-popover';
import { useCreateTripShare, useRevokeTripShare, useTripShare } from '../api/share-trip';
import { canOnTrip } from '../lib/trip-access';
import styles from './trip-export-menu.module.css';

const LINK_LABEL = 'Link';

const FORMATS: { format: TripExportFormat; label: string }[] = [
  { format: 'ics', label: 'Calendar (.ics)' },
  { format: 'gpx', label: 'GPX' },
  { format: 'kml', label: 'KML' },
];

/** Copies the link with the one-second clipboard toast (spec 001 §4, spec 000 §9). */
function copyLink(url: string) {
  writeToClipboard(url).then(
    () => toast.success(copiedToastText(LINK_LABEL), LINK_LABEL, CLIPBOARD_TOAST_MS),
    // Without clipboard access the link stays shown in the menu to copy by hand.
    (error: unknown) => console.error(error),
  );
}

/**
 * The trip's "Export" menu: the trip as a calendar (.ics), GPX or KML file, and for its owner
 * the public read-only link (create and copy, copy again, revoke).
 */
export function TripExportMenu({ tripId }: { tripId: number }) {
  const { open, toggle, close, container, trigger, onMenuKeyDown } = useMenuPopover();
  const menuId = useId();
  const trip = useTrip(tripId).data;
  const mayShare = trip !== undefined && canOnTrip(trip, 'share');
  const share = useTripShare(tripId, mayShare);
  const link = share.data?.share ?? null;
  const exportTrip = useExportTrip();
  const createShare = useCreateTripShare(tripId);
  const revokeShare = useRevokeTripShare(tripId);

  const onDownload = (format: TripExportFormat) => {
    exportTrip.mutate({ source: { tripId }, format });
    close();
  };

  const onShare = () => {
    if (link) {
      copyLink(link.url);
      return;
    }
    createShare.mutate(undefined, {
      onSuccess: (created) => copyLink(created.url),
      onError: (error) => toast.error(errorDetail(error)),
    });
  };

  const onRevoke = () => {
    revokeShare.mutate(undefined, {
      onSuccess: () => toast.success('The read-only link no longer opens the trip.', 'Revoked'),
      onError: (error) => toast.error(errorDetail(error)),
    });
  };

  return (
    <div className={styles.container} ref={container}>
      <button
        ref={trigger}
        type="button"
        className={styles.trigger}
        aria-haspopup="menu"
        aria-expanded={open}
        aria-controls={open ? menuId : undefined}
        aria-busy={exportTrip.isPending || undefined}
        onClick={toggle}
      >
        <DownloadIcon size={16} />
        Export
      </button>
      {open && (
        <div className={styles.popover} onKeyDown={onMenuKeyDown}>
          <div role="menu" id={menuId} aria-label="Export the trip">
            {FORMATS.map(({ format, label }) => (
              <button
                key={format}
                type="button"
                role="menuitem"
                className={styles.item}
                onClick={() => onDownload(format)}
              >
                <DownloadIcon size={16} />
                {label}
              </button>
            ))}
            {mayShare && (
              <>
                <div role="separator" className={styles.separator} />
                <button
                  type="button"
                  role="menuitem"
                  className={styles.item}
                  disabled={createShare.isPending || share.isPending}
                  onClick={onShare}
                >
                  <GlobeIcon size={16} />
                  {link ? 'Copy read-only link' : 'Share read-only link'}
                </button>
                {link && (
                  <button
                    type="button"
                    role="menuitem"
                    className={`${styles.item} ${styles.danger}`}
                    disabled={revokeShare.isPending}
                    onClick={onRevoke}
                  >
                    <TrashIcon size={16} />
                    Revoke read-only link
                  </button>
                )}
              </>
            )}
          </div>
          {mayShare && link && (
            <div className={styles.link}>
              <input
                className={styles.linkInput}
                value={link.url}
                readOnly
                aria-label="Read-only link to this trip"
                onFocus={(event) => event.target.select()}
              />
              <CopyButton text={link.url} label={LINK_LABEL} />
            </div>
          )}
        </div>
      )}
    </div>
  );
}
