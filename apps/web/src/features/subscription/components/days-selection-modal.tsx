import type { SubscriptionPlan, TimeframeOffer } from '@ai-map/contracts';
import { useEffect, useId, useState } from 'react';
import { Button } from '../../../shared/ui/button';
import { Modal } from '../../../shared/ui/modal';
import { useTimeframeOffers } from '../api/get-timeframe-offers';
import { subscriptionMessages } from '../lib/messages';
import { offerLabel } from '../lib/plan-labels';
import { PlanLoader } from './plan-loader';
import styles from './plans.module.css';

interface DaysSelectionModalProps {
  plan: SubscriptionPlan;
  onClose: () => void;
  onSelect: (offer: TimeframeOffer) => void;
}

/**
 * The days modal of a day plan (spec 000 §2): its timeframe offers as "N Days - $price" in two
 * columns, Select Days, or "No options" when the plan has none.
 */
export function DaysSelectionModal({ plan, onClose, onSelect }: DaysSelectionModalProps) {
  const headingId = useId();
  const { data: offers, isPending, isError, error } = useTimeframeOffers(plan.id);
  const [chosenId, setChosenId] = useState<number | null>(null);
  const chosen = offers?.find((offer) => offer.id === chosenId);

  useEffect(() => {
    // An options fetch failure is logged only (spec 000 §8); the modal then has no options.
    if (isError) console.error(error);
  }, [isError, error]);

  return (
    <Modal labelledBy={headingId} onClose={onClose} maxWidth={440}>
      <div className={styles.daysBody}>
        <h2 id={headingId}>{subscriptionMessages.daysTitle}</h2>
        <p>{subscriptionMessages.daysText}</p>
        {isPending ? (
          <PlanLoader />
        ) : offers && offers.length > 0 ? (
          <fieldset className={styles.options}>
            <legend className="visually-hidden">{`${plan.title} days`}</legend>
            {offers.map((offer) => (
              <label key={offer.id} className={styles.option}>
                <input
                  type="radio"
                  name="days"
                  value={offer.id}
                  checked={chosenId === offer.id}
                  onChange={() => setChosenId(offer.id)}
                />
                {offerLabel(offer)}
              </label>
            ))}
          </fieldset>
        ) : (
          <p className={styles.empty}>{subscriptionMessages.noOptions}</p>
        )}
        <Button
          className={styles.modalButton}
          disabled={!chosen}
          onClick={() => chosen && onSelect(chosen)}
        >
          Select Days
        </Button>
      </div>
    </Modal>
  );
}
