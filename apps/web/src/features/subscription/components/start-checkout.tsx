import type { Checkout } from '@ai-map/contracts';
import { useEffect, useRef } from 'react';
import { collectFieldErrors, errorDetail } from '../../../shared/api/api-error';
import { Button } from '../../../shared/ui/button';
import { useCreateCheckout } from '../api/create-checkout';
import type { StoredPlanChoice } from '../stores/subscription-selection-store';
import { PlanLoader } from './plan-loader';
import styles from './subscription-page.module.css';

interface StartCheckoutProps {
  selection: StoredPlanChoice;
  idempotencyKey: string;
  onOpened: (checkout: Checkout) => void;
  onChooseAgain: () => void;
}

/**
 * Opens the checkout of the stored selection once; the server prices it. The selection's
 * Idempotency-Key makes a reload or a second mount answer the same checkout, never a second one.
 */
export function StartCheckout({
  selection,
  idempotencyKey,
  onOpened,
  onChooseAgain,
}: StartCheckoutProps) {
  const create = useCreateCheckout();
  const startedFor = useRef<string | null>(null);
  const onOpenedRef = useRef(onOpened);
  useEffect(() => {
    onOpenedRef.current = onOpened;
  }, [onOpened]);

  const { mutate } = create;
  useEffect(() => {
    if (startedFor.current === idempotencyKey) return;
    startedFor.current = idempotencyKey;
    mutate(
      { selection, idempotencyKey },
      { onSuccess: (checkout) => onOpenedRef.current(checkout) },
    );
  }, [mutate, selection, idempotencyKey]);

  if (create.isError) {
    // A selection the server refuses (an unknown plan, a days option that is gone) says why.
    const reasons = Object.values(collectFieldErrors(create.error)).flat();
    return (
      <div className={styles.result}>
        <p role="alert">{reasons.length > 0 ? reasons.join(' ') : errorDetail(create.error)}</p>
        <Button variant="secondary" onClick={onChooseAgain}>
          Choose a plan
        </Button>
      </div>
    );
  }
  return <PlanLoader label="Preparing your order" />;
}
