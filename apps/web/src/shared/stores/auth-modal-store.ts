import { create } from 'zustand';

export type AuthMode = 'signin' | 'signup';

interface AuthModalState {
  /** The spec's three modes: signin, signup, closed. */
  mode: AuthMode | 'closed';
  openAuthModal: (mode: AuthMode) => void;
  closeAuthModal: () => void;
}

/** Global so that any component (header, locked content, likes) can ask the user to sign in. */
export const useAuthModalStore = create<AuthModalState>()((set) => ({
  mode: 'closed',
  openAuthModal: (mode) => set({ mode }),
  closeAuthModal: () => set({ mode: 'closed' }),
}));
