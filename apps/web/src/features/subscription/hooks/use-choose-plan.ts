import type { SubscriptionPlan, TimeframeOffer } from '@ai-map/contracts';
import { useState } from 'react';
import { useNavigate } from 'react-router';
import { toast } from '../../../shared/ui/toast/toast-store';
import { useAuthModalStore } from '../../../shared/stores/auth-modal-store';
import { useCurrentUser } from '../../../shared/hooks/use-current-user';
import { useSettingsModalStore } from '../../../shared/stores/settings-modal-store';
import { useCancelSubscription } from '../api/cancel-subscription';
import { choosePlan } from '../lib/plan-selection';
import { subscriptionMessages } from '../lib/messages';
import { useSubscriptionSelectionStore } from '../stores/subscription-selection-store';

/**
 * Carries out a plan card's choice (spec 000 §4 Plan selection): the days modal, the checkout
 * on /subscription, a cancellation, the downgrade warning or the sign-in modal.
 */
export function useChoosePlan() {
  const navigate = useNavigate();
  const { isSignedIn, profile } = useCurrentUser();
  const openAuthModal = useAuthModalStore((state) => state.openAuthModal);
  const select = useSubscriptionSelectionStore((state) => state.select);
  const cancel = useCancelSubscription();
  const [daysPlan, setDaysPlan] = useState<SubscriptionPlan | null>(null);

  const goToCheckout = () => {
    // The checkout is a page of its own; the settings modal would stay open over it.
    useSettingsModalStore.getState().closeSettings();
    void navigate('/subscription');
  };

  const choose = (plan: SubscriptionPlan) => {
    const choice = choosePlan(plan, {
      signedIn: isSignedIn,
      subscriptionId: profile?.subscription_info?.id ?? null,
    });
    switch (choice.kind) {
      case 'choose-days':
        setDaysPlan(choice.plan);
        return;
      case 'checkout':
        select(choice.planSlug);
        goToCheckout();
        return;
      case 'cancel':
        cancel.mutate(choice.subscriptionId);
        return;
      case 'warn-downgrade':
        toast.warning(subscriptionMessages.downgradeWarning);
        return;
      case 'sign-in':
        openAuthModal('signin');
    }
  };

  const pickOffer = (offer: TimeframeOffer) => {
    if (!daysPlan) return;
    select(daysPlan.slug, { days: offer.number_of_periods, daysId: offer.id });
    setDaysPlan(null);
    goToCheckout();
  };

  return { choose, daysPlan, closeDays: () => setDaysPlan(null), pickOffer };
}
