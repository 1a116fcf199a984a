import { create } from 'zustand';

interface OnlineState {
  online: boolean;
}

/** Connectivity as the browser reports it (spec 000 §8: tracked from online/offline events). */
export const useOnlineStore = create<OnlineState>()(() => ({
  online: navigator.onLine,
}));

window.addEventListener('online', () => useOnlineStore.setState({ online: true }));
window.addEventListener('offline', () => useOnlineStore.setState({ online: false }));
