import type { SubscriptionPlan } from '@ai-map/contracts';
import { useId } from 'react';
import { Button } from '../../../shared/ui/button';
import { CheckCircleIcon } from '../../../shared/ui/icons';
import { formatPlanPrice, planButtonLabel, planFeatureLines } from '../lib/plan-labels';
import styles from './plans.module.css';

const periodSuffix: Record<SubscriptionPlan['period'], string> = {
  free: '',
  day: ' / day',
  month: ' / month',
  year: ' / year',
};

interface PlanCardProps {
  plan: SubscriptionPlan;
  highlighted: boolean;
  disabled: boolean;
  onChoose: (plan: SubscriptionPlan) => void;
}

/** One plan (spec 000 §2 Plan cards): title, price, Current/Select and what the plan gives. */
export function PlanCard({ plan, highlighted, disabled, onChoose }: PlanCardProps) {
  const titleId = useId();
  return (
    <article
      className={[styles.card, highlighted ? styles.highlighted : ''].filter(Boolean).join(' ')}
      aria-labelledby={titleId}
      data-highlighted={highlighted || undefined}
    >
      <h3 id={titleId} className={styles.cardTitle}>
        {plan.title}
      </h3>
      <p className={styles.price}>
        {formatPlanPrice(plan.price)}
        <span className={styles.period}>{periodSuffix[plan.period]}</span>
      </p>
      <Button
        variant={highlighted ? 'primary' : 'secondary'}
        disabled={disabled}
        aria-label={`${planButtonLabel(plan)}: ${plan.title}`}
        onClick={() => onChoose(plan)}
      >
        {planButtonLabel(plan)}
      </Button>
      <ul className={styles.features}>
        {planFeatureLines(plan).map((feature) => (
          <li key={feature.label}>
            <CheckCircleIcon size={16} />
            <span>
              <span data-feature-label>{feature.label}</span>
              <span className={styles.featureHint}>{feature.explanation}</span>
            </span>
          </li>
        ))}
      </ul>
    </article>
  );
}
