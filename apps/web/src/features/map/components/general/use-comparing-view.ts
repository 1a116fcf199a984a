import { useComparing } from '../../api/comparing-view';
import { comparingRequest } from '../../lib/general-comparing';
import { useGeneralStore } from '../../stores/general-store';
import { useGeneralView } from './use-general-view';

/**
 * The comparing view of the visible box for the applied (map) or draft (sidebar) settings:
 * the request (null with no category, §5) and its answer.
 */
export function useComparingView(which: 'applied' | 'draft') {
  const settings = useGeneralStore((state) => state[which].comparing);
  const { box, zoom } = useGeneralView();
  const request = box ? comparingRequest(settings, box, zoom) : null;
  return { settings, request, query: useComparing(request) };
}
