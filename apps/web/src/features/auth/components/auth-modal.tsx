import { useId } from 'react';
import { Modal } from '../../../shared/ui/modal';
import { useAuthModalStore } from '../../../shared/stores/auth-modal-store';
import { AuthPanel } from './auth-panel';

/** The auth modal, opened from anywhere through the auth modal store. */
export function AuthModal() {
  const { mode, openAuthModal, closeAuthModal } = useAuthModalStore();
  const headingId = useId();
  if (mode === 'closed') return null;
  return (
    <Modal labelledBy={headingId} onClose={closeAuthModal} maxWidth={460}>
      <AuthPanel
        mode={mode}
        onModeChange={openAuthModal}
        onSignedIn={closeAuthModal}
        headingId={headingId}
      />
    </Modal>
  );
}
