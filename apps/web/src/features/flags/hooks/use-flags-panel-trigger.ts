import { useEffect } from 'react';
import { useSearchParams } from 'react-router';
import { useFlagsStore } from '../stores/flags-store';

/** Opens the flags toolbar on Ctrl+Shift+F, or when the URL carries `?flags=1`. */
export function useFlagsPanelTrigger(): void {
  const setPanelOpen = useFlagsStore((state) => state.setPanelOpen);
  const [searchParams] = useSearchParams();
  const requested = searchParams.get('flags') === '1';

  useEffect(() => {
    if (requested) setPanelOpen(true);
  }, [requested, setPanelOpen]);

  useEffect(() => {
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.ctrlKey && event.shiftKey && event.key.toLowerCase() === 'f') {
        event.preventDefault();
        setPanelOpen(!useFlagsStore.getState().panelOpen);
      }
    };
    window.addEventListener('keydown', onKeyDown);
    return () => window.removeEventListener('keydown', onKeyDown);
  }, [setPanelOpen]);
}
