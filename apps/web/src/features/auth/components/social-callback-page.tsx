import { Link } from 'react-router';
import { FormAlert } from '../../../shared/ui/form-alert';
import { facebookLogin } from '../api/facebook-login';
import { getTwitterTokens } from '../api/get-twitter-tokens';
import { twitterLogin } from '../api/twitter-login';
import { useSocialCallback } from '../hooks/use-social-callback';
import { takeFacebookState } from '../lib/facebook-state';
import {
  FACEBOOK_CALLBACK_PATH,
  readFacebookRedirect,
  readTwitterCallback,
} from '../lib/social-redirects';
import styles from './auth.module.css';

function CallbackView({ provider, error }: { provider: string; error: string | null }) {
  return (
    <div className={styles.page}>
      <section className={`${styles.card} ${styles.panel}`}>
        <div className={styles.header}>
          <h1>{error ? `${provider} login failed` : `Signing you in with ${provider}…`}</h1>
        </div>
        {error ? (
          <>
            <FormAlert message={error} />
            <Link to="/login" className={styles.callbackLink}>
              Back to login
            </Link>
          </>
        ) : (
          <p className={styles.callbackStatus} role="status">
            <span className={styles.spinner} aria-hidden="true" />
            Just a moment.
          </p>
        )}
      </section>
    </div>
  );
}

/** `/login/facebook`: where the Facebook dialog returns with `#access_token=…&state=…`. */
export function FacebookCallbackPage() {
  const error = useSocialCallback(() => {
    const answer = readFacebookRedirect(window.location, takeFacebookState());
    // The token must not stay in the address bar or the history.
    window.history.replaceState(window.history.state, '', FACEBOOK_CALLBACK_PATH);
    return answer.ok ? facebookLogin({ access_token: answer.value }) : answer.message;
  });
  return <CallbackView provider="Facebook" error={error} />;
}

/** `/login/twitter`: Twitter's callback with `?oauth_token=…&oauth_verifier=…` (spec 000 §4). */
export function TwitterCallbackPage() {
  const error = useSocialCallback(() => {
    const answer = readTwitterCallback(window.location.search);
    return answer.ok ? getTwitterTokens(answer.value).then(twitterLogin) : answer.message;
  });
  return <CallbackView provider="Twitter" error={error} />;
}
