import { socialAuthMessages } from '@ai-map/contracts';
import { useId } from 'react';
import { errorDetail } from '../../../shared/api/api-error';
import { FacebookIcon, XLogoIcon } from '../../../shared/ui/icons';
import { useGetTwitterUrl } from '../api/get-twitter-url';
import { useSocialProviders } from '../api/get-social-providers';
import { newFacebookState } from '../lib/facebook-state';
import { facebookDialogUrl } from '../lib/social-redirects';
import styles from './auth.module.css';

/**
 * The two social providers of spec 000 §2. Both leave the app and come back to a callback page
 * (social-callback-page.tsx). A provider the server has no credentials for is shown disabled,
 * with the server's own reason underneath rather than a click that cannot finish.
 */
export function SocialLoginButtons() {
  const providers = useSocialProviders();
  const twitterUrl = useGetTwitterUrl();
  const noteId = useId();

  const facebook = providers.data?.facebook;
  const twitterEnabled = providers.data?.twitter.enabled ?? false;
  // While the answer is on its way nothing is explained yet; a failed answer is explained once.
  const notes = providers.isError
    ? [errorDetail(providers.error)]
    : providers.data
      ? [
          ...(facebook?.enabled ? [] : [socialAuthMessages.facebookNotConfigured]),
          ...(twitterEnabled ? [] : [socialAuthMessages.twitterNotConfigured]),
        ]
      : [];
  if (twitterUrl.isError) notes.push(errorDetail(twitterUrl.error));
  const describedBy = notes.length > 0 ? noteId : undefined;

  const startFacebook = () => {
    if (!facebook?.enabled) return;
    window.location.assign(facebookDialogUrl(facebook, window.location.origin, newFacebookState()));
  };
  const startTwitter = () =>
    twitterUrl.mutate(undefined, {
      onSuccess: ({ login_url }) => window.location.assign(login_url),
    });
  const twitterBusy = twitterUrl.isPending;

  return (
    <div className={styles.socialGroup}>
      <div className={styles.social}>
        <button
          type="button"
          className={`${styles.socialButton} ${styles.facebook}`}
          disabled={!facebook?.enabled}
          title={
            facebook && !facebook.enabled ? socialAuthMessages.facebookNotConfigured : undefined
          }
          aria-describedby={describedBy}
          onClick={startFacebook}
        >
          <FacebookIcon size={18} />
          Facebook
        </button>
        <button
          type="button"
          className={styles.socialButton}
          disabled={!twitterEnabled || twitterBusy}
          aria-busy={twitterBusy || undefined}
          title={
            providers.data && !twitterEnabled ? socialAuthMessages.twitterNotConfigured : undefined
          }
          aria-describedby={describedBy}
          onClick={startTwitter}
        >
          {twitterBusy ? (
            <span className={styles.spinner} aria-hidden="true" />
          ) : (
            <XLogoIcon size={16} />
          )}
          Twitter / X
        </button>
      </div>
      {notes.length > 0 && (
        <p
          id={noteId}
          className={styles.socialNote}
          role={twitterUrl.isError ? 'alert' : undefined}
        >
          {notes.join(' ')}
        </p>
      )}
    </div>
  );
}
