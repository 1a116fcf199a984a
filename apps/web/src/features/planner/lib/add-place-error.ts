import { plannerMessages } from '@ai-map/contracts';
import { errorDetail } from '../../../shared/api/api-error';
import { toast } from '../../../shared/ui/toast/toast-store';
import { usePlannerUiStore } from '../stores/planner-ui-store';

/**
 * Spec 000 §8 "add place fails": the place limit opens the warning modal; anything else shows the
 * server's message or "Something went wrong. Please try again.".
 */
export function reportAddPlaceError(error: unknown): void {
  const detail = errorDetail(error);
  if (detail === plannerMessages.placeLimitReached) {
    usePlannerUiStore.getState().setLimitReached(true);
    return;
  }
  toast.error(detail);
}
