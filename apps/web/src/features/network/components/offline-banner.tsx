import { useEffect, useRef } from 'react';
import { WifiOffIcon } from '../../../shared/ui/icons';
import { toast } from '../../../shared/ui/toast/toast-store';
import { useOnlineStore } from '../stores/online-store';
import styles from './offline-banner.module.css';

/** A slim strip while offline, and a toast when the connection comes back. */
export function OfflineBanner() {
  const online = useOnlineStore((state) => state.online);
  const wasOffline = useRef(!online);

  useEffect(() => {
    if (!online) {
      wasOffline.current = true;
    } else if (wasOffline.current) {
      wasOffline.current = false;
      toast.success('You are back online.', 'Connected');
    }
  }, [online]);

  if (online) return null;
  return (
    <div className={styles.banner} role="status">
      <WifiOffIcon size={16} />
      <span>You are offline. Some features are unavailable until the connection returns.</span>
    </div>
  );
}
