import type { Checkout } from '@ai-map/contracts';
import { useCallback } from 'react';
import { useSearchParams } from 'react-router';
import { Button } from '../../../shared/ui/button';
import { CardIcon } from '../../../shared/ui/icons';
import { useAuthModalStore } from '../../../shared/stores/auth-modal-store';
import { useCurrentUser } from '../../../shared/hooks/use-current-user';
import { useCurrentPlan } from '../api/get-current-plan';
import { LIMIT_CHIPS_HELP, limitChips } from '../lib/plan-labels';
import { useSubscriptionSelectionStore } from '../stores/subscription-selection-store';
import { CheckoutView } from './checkout-view';
import { PlanCards } from './plan-cards';
import { StartCheckout } from './start-checkout';
import styles from './subscription-page.module.css';

/** The signed-in user's plan and its limits, above the plan cards. */
function CurrentPlanLine() {
  const { data: current } = useCurrentPlan();
  if (!current) return null;
  return (
    <div className={styles.plan}>
      <div>
        <p className={styles.planLabel}>Current Plan</p>
        <p className={styles.planTitle}>{current.title}</p>
      </div>
      <ul className={styles.chips} aria-label="Left this period" aria-describedby="plan-chips-help">
        {limitChips(current).map((chip) => (
          <li key={chip}>{chip}</li>
        ))}
      </ul>
      <p id="plan-chips-help" className={styles.chipsHelp}>
        {LIMIT_CHIPS_HELP}
      </p>
    </div>
  );
}

/**
 * /subscription, the plan purchase page (spec 000 §2). With a stored selection it opens the
 * checkout and shows it as `?checkout={id}` (where the payment providers send the payer back);
 * without one it shows the plan cards. Signed-out visitors are asked to sign in first.
 */
export function SubscriptionPage() {
  const { isSignedIn, isPending } = useCurrentUser();
  const openAuthModal = useAuthModalStore((state) => state.openAuthModal);
  const { selection, idempotencyKey, clear } = useSubscriptionSelectionStore();
  const [params, setParams] = useSearchParams();
  const checkoutId = params.get('checkout');

  const chooseAgain = useCallback(() => {
    clear();
    setParams({}, { replace: true });
  }, [clear, setParams]);

  const onOpened = useCallback(
    (checkout: Checkout) => {
      // The id goes into the URL first, so that Back from Stripe's page lands on this checkout.
      setParams({ checkout: checkout.id }, { replace: true });
      if (checkout.provider === 'stripe' && checkout.checkout_url) {
        window.location.assign(checkout.checkout_url);
      }
    },
    [setParams],
  );

  if (isPending) return null;

  let body;
  if (!isSignedIn) {
    body = (
      <>
        <p>
          {selection
            ? 'Sign in to continue with your plan.'
            : 'Sign in to choose a plan. Every account starts on the Free plan.'}
        </p>
        <Button size="large" onClick={() => openAuthModal('signin')}>
          Log in to continue
        </Button>
        {!selection && <PlanCards />}
      </>
    );
  } else if (checkoutId) {
    body = (
      <CheckoutView
        id={checkoutId}
        cancelled={params.get('cancelled') === '1'}
        onChooseAgain={chooseAgain}
      />
    );
  } else if (selection && idempotencyKey) {
    body = (
      <StartCheckout
        selection={selection}
        idempotencyKey={idempotencyKey}
        onOpened={onOpened}
        onChooseAgain={chooseAgain}
      />
    );
  } else {
    body = (
      <>
        <CurrentPlanLine />
        <PlanCards />
      </>
    );
  }

  return (
    <div className={styles.page}>
      <section className={styles.card} aria-labelledby="subscription-title">
        <span className={styles.icon}>
          <CardIcon size={28} />
        </span>
        <h1 id="subscription-title">Subscription</h1>
        {body}
      </section>
    </div>
  );
}
