import { useQueryClient } from '@tanstack/react-query';
import { useIsMobile } from '../../../../shared/hooks/use-is-mobile';
import {
  choiceTarget,
  type GeneralChoice,
  targetChange,
  type ViewTarget,
} from '../../lib/general-sub-filter';
import { useGeneralStore } from '../../stores/general-store';
import { useMapViewStore } from '../../stores/map-view-store';

/**
 * The general tab's sub-filter actions (§4). On desktop a choice redraws the map at once; on
 * mobile it waits for "Show on map" while the map keeps the previous one.
 */
export function useGeneralChoice() {
  const isMobile = useIsMobile();
  const queryClient = useQueryClient();

  const go = (target: ViewTarget) => {
    const view = useMapViewStore.getState();
    const general = useGeneralStore.getState();
    const change = targetChange(general.statistic, target);
    view.setSubFilter(target.subFilter);
    general.setStatistic(target.statistic);
    if (change.flyZoom !== null) view.flyTo({ zoom: change.flyZoom });
    if (change.refetch) void queryClient.invalidateQueries({ queryKey: ['map', 'general'] });
  };

  const request = (target: ViewTarget) => {
    if (isMobile) useGeneralStore.getState().setPending(target);
    else go(target);
  };

  return {
    choose: (choice: GeneralChoice) => request(choiceTarget(choice)),
    /** Back to no sub-filter: the climatic default, no statistic. */
    clear: () => request({ subFilter: null, statistic: '' }),
    /** Mobile: draw the chosen sub-filter and the edited settings, then uncover the map. */
    showOnMap: () => {
      const general = useGeneralStore.getState();
      if (general.pending) go(general.pending);
      general.applyDraft();
      useMapViewStore.getState().setSidebarOpen(false);
    },
    cancel: () => useGeneralStore.getState().discardDraft(),
  };
}
