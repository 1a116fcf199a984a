import { Link } from 'react-router';
import { Button, buttonClassName } from '../../../shared/ui/button';
import { CardIcon } from '../../../shared/ui/icons';
import { useAuthModalStore } from '../../auth/stores/auth-modal-store';
import { useCurrentUser } from '../../profile/hooks/use-current-user';
import styles from './subscription-page.module.css';

/** The signed-in user's plan; signed-out visitors are asked to sign in first. */
export function SubscriptionPage() {
  const { profile, isPending } = useCurrentUser();
  const openAuthModal = useAuthModalStore((state) => state.openAuthModal);

  if (isPending) return null;

  return (
    <div className={styles.page}>
      <section className={styles.card} aria-labelledby="subscription-title">
        <span className={styles.icon}>
          <CardIcon size={28} />
        </span>
        <h1 id="subscription-title">Subscription</h1>
        {profile ? (
          <>
            <p>Your plan decides how many trips you can plan and how many places you can open.</p>
            <div className={styles.plan}>
              <div>
                <p className={styles.planLabel}>Current Plan</p>
                <p className={styles.planTitle}>{profile.subscription_info?.title ?? 'Free'}</p>
              </div>
              <span className={styles.badge}>
                {profile.is_active_subscription ? 'Active' : 'Included'}
              </span>
            </div>
            <Link to="/" className={buttonClassName({ variant: 'secondary' })}>
              Back to planning
            </Link>
          </>
        ) : (
          <>
            <p>
              Sign in to see your current plan. Every account starts on the Free plan, with trips
              and map browsing included.
            </p>
            <Button size="large" onClick={() => openAuthModal('signin')}>
              Log in to continue
            </Button>
          </>
        )}
      </section>
    </div>
  );
}
