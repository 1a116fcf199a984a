import { type Checkout, paymentMessages } from '@ai-map/contracts';
import { useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { Link } from 'react-router';
import { ApiRequestError, errorDetail } from '../../../shared/api/api-error';
import { Button, buttonClassName } from '../../../shared/ui/button';
import { CheckCircleIcon } from '../../../shared/ui/icons';
import { useCheckout } from '../api/get-checkout';
import { useCurrentPlan } from '../api/get-current-plan';
import { useSubscriptionPlans } from '../api/get-subscription-plans';
import { invalidatePlanData } from '../api/invalidate-plan-data';
import { formatPlanPrice, limitChips } from '../lib/plan-labels';
import { useSubscriptionSelectionStore } from '../stores/subscription-selection-store';
import { PlanLoader } from './plan-loader';
import { SandboxCardForm } from './sandbox-card-form';
import styles from './subscription-page.module.css';

interface CheckoutViewProps {
  id: string;
  /** Back from the provider's page through its cancel link. */
  cancelled: boolean;
  /** Forget this purchase and show the plan cards again. */
  onChooseAgain: () => void;
}

/** The order summary: the plan, the days bought and the price the server charged. */
function OrderSummary({ checkout }: { checkout: Checkout }) {
  const { data: plans } = useSubscriptionPlans();
  const { plan_slug, days, additional_miles } = checkout.selection;
  const plan = plans?.find((candidate) => candidate.slug === plan_slug);
  return (
    <dl className={styles.summary} aria-label="Order summary">
      <div>
        <dt>Plan</dt>
        <dd>{plan?.title ?? checkout.description}</dd>
      </div>
      {days !== null && (
        <div>
          <dt>Days</dt>
          <dd>{days}</dd>
        </div>
      )}
      {additional_miles > 0 && (
        <div>
          <dt>Miles</dt>
          <dd>{additional_miles}</dd>
        </div>
      )}
      <div className={styles.total}>
        <dt>Total</dt>
        <dd>{formatPlanPrice(checkout.amount)}</dd>
      </div>
    </dl>
  );
}

/** Paid: the plan now in force and its limits, and the way back. */
function PaidView({ checkout }: { checkout: Checkout }) {
  const queryClient = useQueryClient();
  const clearSelection = useSubscriptionSelectionStore((state) => state.clear);
  const { data: current } = useCurrentPlan();

  useEffect(() => {
    clearSelection();
    // A Stripe payment is confirmed by its webhook, not by a call of this page.
    if (checkout.provider === 'stripe') void invalidatePlanData(queryClient);
  }, [checkout.provider, clearSelection, queryClient]);

  return (
    <div className={styles.result} role="status">
      <span className={styles.successIcon}>
        <CheckCircleIcon size={28} />
      </span>
      <h2>Payment successful</h2>
      <p>{checkout.description}</p>
      {current && (
        <>
          <p>
            Your plan is now <strong>{current.title}</strong>.
          </p>
          <ul className={styles.chips} aria-label="Left this period">
            {limitChips(current).map((chip) => (
              <li key={chip}>{chip}</li>
            ))}
          </ul>
        </>
      )}
      <Link to="/" className={buttonClassName({ variant: 'secondary' })}>
        Back to planning
      </Link>
    </div>
  );
}

/**
 * A checkout on /subscription?checkout={id}: the sandbox's card form, the way back to Stripe's
 * page while it waits for Stripe's confirmation, or the outcome.
 */
export function CheckoutView({ id, cancelled, onChooseAgain }: CheckoutViewProps) {
  const { data: checkout, isPending, error } = useCheckout(id, { poll: !cancelled });

  if (isPending) return <PlanLoader label="Loading the checkout" />;
  if (!checkout) {
    const missing = error instanceof ApiRequestError && error.status === 404;
    return (
      <div className={styles.result}>
        <p role="alert">{missing ? 'This checkout could not be found.' : errorDetail(error)}</p>
        <Button variant="secondary" onClick={onChooseAgain}>
          Choose a plan
        </Button>
      </div>
    );
  }

  if (checkout.status === 'paid') return <PaidView checkout={checkout} />;
  if (checkout.status === 'expired') {
    return (
      <div className={styles.result}>
        <p role="alert">{paymentMessages.checkoutExpired}</p>
        <Button variant="secondary" onClick={onChooseAgain}>
          Choose a plan
        </Button>
      </div>
    );
  }

  return (
    <div className={styles.checkout}>
      <OrderSummary checkout={checkout} />
      {checkout.provider === 'sandbox' ? (
        <SandboxCardForm checkout={checkout} />
      ) : (
        <div className={styles.result}>
          <p role="status">
            {cancelled
              ? 'The payment was cancelled. You can return to the payment page or choose another plan.'
              : 'Waiting for the payment to be confirmed…'}
          </p>
          {checkout.checkout_url && (
            <a href={checkout.checkout_url} className={buttonClassName({ size: 'large' })}>
              Continue to payment
            </a>
          )}
        </div>
      )}
      <Button variant="ghost" onClick={onChooseAgain}>
        Choose another plan
      </Button>
    </div>
  );
}
