import { Link } from 'react-router';
import { Button, buttonClassName } from '../../../shared/ui/button';
import { ChatIcon, MapIcon, PlusIcon, UsersIcon } from '../../../shared/ui/icons';
import { useAuthModalStore } from '../../../shared/stores/auth-modal-store';
import { useCurrentUser } from '../../../shared/hooks/use-current-user';
import styles from './welcome-page.module.css';

const features = [
  {
    icon: ChatIcon,
    title: 'Plan with the assistant',
    text: 'Describe the trip you have in mind — a long weekend of food and museums, two weeks by train — and get a day-by-day plan you can reshape by asking.',
  },
  {
    icon: MapIcon,
    title: 'Explore the world map',
    text: 'Browse countries, cities and attractions from open data, with climate by month and typical costs, and see every stop of your trip on the map.',
  },
  {
    icon: UsersIcon,
    title: 'Plan together with friends',
    text: 'Invite friends by e-mail as editors or viewers so everyone works on the same plan, from the first idea to the last booking.',
  },
];

/** The assistant panel of the home and chat routes, beside the map, until a chat is open. */
export function WelcomePage() {
  const { isSignedIn, isPending } = useCurrentUser();
  const openAuthModal = useAuthModalStore((state) => state.openAuthModal);

  return (
    <div className={styles.page}>
      <section className={styles.hero} aria-labelledby="welcome-title">
        <span className={styles.eyebrow}>AI travel map and planner</span>
        <h1 id="welcome-title">Where do you want to go?</h1>
        <p>
          Tell the assistant what you love and how much time you have. It turns the conversation
          into a trip on the map: places, days, transport and budget.
        </p>
        {!isPending && (
          <div className={styles.actions}>
            {isSignedIn ? (
              <Link
                to="/chat/new"
                className={`${buttonClassName({ size: 'large' })} ${styles.heroPrimary}`}
              >
                <PlusIcon size={18} />
                New trip
              </Link>
            ) : (
              <>
                <Button
                  size="large"
                  className={styles.heroPrimary}
                  onClick={() => openAuthModal('signup')}
                >
                  Create a free account
                </Button>
                <Link
                  to="/about"
                  className={`${buttonClassName({ variant: 'secondary', size: 'large' })} ${styles.heroSecondary}`}
                >
                  How it works
                </Link>
              </>
            )}
          </div>
        )}
      </section>

      <ul className={styles.features}>
        {features.map(({ icon: Icon, title, text }) => (
          <li key={title} className={styles.feature}>
            <span className={styles.featureIcon}>
              <Icon size={22} />
            </span>
            <h2>{title}</h2>
            <p>{text}</p>
          </li>
        ))}
      </ul>
    </div>
  );
}
