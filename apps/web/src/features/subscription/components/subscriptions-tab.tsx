import { useEffect, useId, useRef, useState } from 'react';
import { Button } from '../../../shared/ui/button';
import { useCurrentUser } from '../../../shared/hooks/use-current-user';
import { useCancelSubscription, useIsDowngrading } from '../api/cancel-subscription';
import { useCurrentPlan } from '../api/get-current-plan';
import { LIMIT_CHIPS_HELP, limitChips } from '../lib/plan-labels';
import { cancelButtonState } from '../lib/plan-selection';
import { PlanCards } from './plan-cards';
import styles from './plans.module.css';

/**
 * The settings modal's Subscriptions tab (spec 000 §2): the current plan and what is left of it,
 * the plan cards and Cancel subscription (§4 rules). The Upgrade plan link (desktop only on this
 * tab) is the settings modal's, beside the tabs.
 */
export function SubscriptionsTab() {
  const { profile } = useCurrentUser();
  const { data: current } = useCurrentPlan();
  const cancel = useCancelSubscription();
  const downgrading = useIsDowngrading();
  const [confirming, setConfirming] = useState(false);
  const confirmId = useId();
  const helpId = useId();
  const confirmRef = useRef<HTMLDivElement>(null);

  // The question appears under the plan cards, below the fold of the modal: bring it into view.
  useEffect(() => {
    if (confirming) confirmRef.current?.scrollIntoView({ block: 'nearest', behavior: 'smooth' });
  }, [confirming]);

  if (!profile) return null;
  // The profile turns Free at once on cancel success; the counts follow from the server.
  const title = profile.subscription_info?.title ?? current?.title ?? 'Free';
  const cancelButton = cancelButtonState(profile);
  const subscriptionId = profile.subscription_info?.id ?? current?.subscription_id ?? null;

  return (
    <div className={styles.tab}>
      <section className={styles.summary} aria-label="Current Plan">
        <p className={styles.label}>Current Plan</p>
        <h3 className={styles.planTitle}>{title}</h3>
      </section>
      {current && (
        <>
          <ul className={styles.chips} aria-label="Left this period" aria-describedby={helpId}>
            {limitChips(current).map((chip) => (
              <li key={chip} className={styles.chip}>
                {chip}
              </li>
            ))}
          </ul>
          <p id={helpId} className={styles.chipsHelp}>
            {LIMIT_CHIPS_HELP}
          </p>
        </>
      )}
      <PlanCards />
      {cancelButton.shown &&
        (confirming ? (
          // Cancelling cannot be undone from here: say what happens before it does.
          <div
            ref={confirmRef}
            className={styles.confirm}
            role="alertdialog"
            aria-labelledby={confirmId}
          >
            <p id={confirmId}>
              Your {title} plan ends now and your account goes back to the Free plan and its limits.
              Cancel the subscription?
            </p>
            <div className={styles.actions}>
              <Button variant="secondary" onClick={() => setConfirming(false)}>
                Keep {title}
              </Button>
              <Button
                variant="danger"
                loading={cancel.isPending}
                disabled={subscriptionId === null || downgrading}
                onClick={() =>
                  subscriptionId !== null &&
                  cancel.mutate(subscriptionId, { onSettled: () => setConfirming(false) })
                }
              >
                Yes, cancel subscription
              </Button>
            </div>
          </div>
        ) : (
          <div className={styles.actions}>
            <Button
              variant="danger"
              disabled={cancelButton.disabled || subscriptionId === null || downgrading}
              onClick={() => setConfirming(true)}
            >
              Cancel subscription
            </Button>
          </div>
        ))}
    </div>
  );
}
