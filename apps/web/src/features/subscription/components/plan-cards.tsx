import { useEffect } from 'react';
import { useCurrentUser } from '../../../shared/hooks/use-current-user';
import { useIsDowngrading } from '../api/cancel-subscription';
import { useSubscriptionPlans } from '../api/get-subscription-plans';
import { useChoosePlan } from '../hooks/use-choose-plan';
import { highlightedPlanSlug } from '../lib/plan-selection';
import { DaysSelectionModal } from './days-selection-modal';
import { PlanCard } from './plan-card';
import { PlanLoader } from './plan-loader';
import styles from './plans.module.css';

/**
 * The plan cards with the spec's selection rules (000 §4). The viewer's own plan reads Current
 * and cannot be chosen again once signed in; every button waits while a downgrade is running.
 */
export function PlanCards() {
  const { data: plans, isPending, isError, error } = useSubscriptionPlans();
  const { isSignedIn, profile } = useCurrentUser();
  const downgrading = useIsDowngrading();
  const { choose, daysPlan, closeDays, pickOffer } = useChoosePlan();

  useEffect(() => {
    // A plan fetch failure is logged only (spec 000 §8), not raised as a notification.
    if (isError) console.error(error);
  }, [isError, error]);

  if (isPending) return <PlanLoader />;
  if (isError) return <p className={styles.error}>The plans could not be loaded.</p>;

  const highlighted = highlightedPlanSlug(plans, profile?.is_active_subscription ?? false);
  return (
    <>
      <div className={styles.grid}>
        {plans.map((plan) => (
          <PlanCard
            key={plan.id}
            plan={plan}
            highlighted={plan.slug === highlighted}
            disabled={downgrading || (isSignedIn && plan.is_current_plan)}
            onChoose={choose}
          />
        ))}
      </div>
      {daysPlan && <DaysSelectionModal plan={daysPlan} onClose={closeDays} onSelect={pickOffer} />}
    </>
  );
}
