import { useIsMobile } from '../../../../shared/hooks/use-is-mobile';
import type { BudgetSettings } from '../../lib/general-budget';
import { type GeneralSettings, useGeneralStore } from '../../stores/general-store';

/**
 * The sidebar's settings and their setters: on desktop a change redraws the map at once, on
 * mobile it waits for "Show on map" (§2: changes do not redraw the map immediately there).
 */
export function useGeneralEdit() {
  const live = !useIsMobile();
  const draft = useGeneralStore((state) => state.draft);
  const edit = useGeneralStore((state) => state.edit);
  const editBudget = useGeneralStore((state) => state.editBudget);
  return {
    draft,
    edit: (patch: Partial<Omit<GeneralSettings, 'budget'>>) => edit(patch, live),
    editBudget: (patch: Partial<BudgetSettings>) => editBudget(patch, live),
  };
}
