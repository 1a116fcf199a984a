import { FacebookIcon, XLogoIcon } from '../../../shared/ui/icons';
import { toast } from '../../../shared/ui/toast/toast-store';
import styles from './auth.module.css';

/**
 * The two social providers of spec 000 §2. This server has no provider credentials configured,
 * so a click says so instead of starting a sign-in that cannot finish.
 */
export function SocialLoginButtons() {
  const notConfigured = () => toast.info('Social login is not configured on this server');
  return (
    <div className={styles.social}>
      <button
        type="button"
        className={`${styles.socialButton} ${styles.facebook}`}
        onClick={notConfigured}
      >
        <FacebookIcon size={18} />
        Facebook
      </button>
      <button type="button" className={styles.socialButton} onClick={notConfigured}>
        <XLogoIcon size={16} />
        Twitter / X
      </button>
    </div>
  );
}
