import { errorDetail } from '../../../shared/api/api-error';
import { FacebookIcon, XLogoIcon } from '../../../shared/ui/icons';
import { useGetTwitterUrl } from '../api/get-twitter-url';
import { useSocialProviders } from '../api/get-social-providers';
import { newFacebookState } from '../lib/facebook-state';
import { facebookDialogUrl } from '../lib/social-redirects';
import styles from './auth.module.css';

/**
 * The social providers of spec 000 §2 that this server has credentials for, above the e-mail
 * form. Both leave the app and come back to a callback page (social-callback-page.tsx). A
 * provider that is not configured is not shown at all: a traveller has nothing to do about it.
 */
export function SocialLoginButtons() {
  const providers = useSocialProviders();
  const twitterUrl = useGetTwitterUrl();

  const facebook = providers.data?.facebook;
  const facebookEnabled = facebook?.enabled ?? false;
  const twitterEnabled = providers.data?.twitter.enabled ?? false;
  if (!facebookEnabled && !twitterEnabled) return null;

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
    <>
      <div className={styles.socialGroup}>
        <div className={styles.social}>
          {facebookEnabled && (
            <button
              type="button"
              className={`${styles.socialButton} ${styles.facebook}`}
              onClick={startFacebook}
            >
              <FacebookIcon size={18} />
              Facebook
            </button>
          )}
          {twitterEnabled && (
            <button
              type="button"
              className={styles.socialButton}
              disabled={twitterBusy}
              aria-busy={twitterBusy || undefined}
              onClick={startTwitter}
            >
              {twitterBusy ? (
                <span className={styles.spinner} aria-hidden="true" />
              ) : (
                <XLogoIcon size={16} />
              )}
              Twitter / X
            </button>
          )}
        </div>
        {twitterUrl.isError && (
          <p className={styles.socialNote} role="alert">
            {errorDetail(twitterUrl.error)}
          </p>
        )}
      </div>
      <div className={styles.divider}>or with e-mail</div>
    </>
  );
}
