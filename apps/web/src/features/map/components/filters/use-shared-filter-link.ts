import { useQuery } from '@tanstack/react-query';
import { useEffect, useRef } from 'react';
import { useSearchParams } from 'react-router';
import { toast } from '../../../../shared/ui/toast/toast-store';
import { getSharedFilters } from '../../api/get-shared-filters';
import { useMapFiltersStore } from '../../stores/map-filters-store';
import { useMapViewStore } from '../../stores/map-view-store';
import { FILTER_LINK_PARAM, firstFilteredKind, parseSharedFilters } from './shared-filter';

export const INVALID_FILTER_LINK = 'This filter link is not valid';

/**
 * A page opened with `?filter=q` applies the shared filters once they are fetched and opens the
 * tab of the first kind they filter. A link that is unknown or holds no filter state this app
 * understands only tells so.
 */
export function useSharedFilterLink() {
  const [params] = useSearchParams();
  const q = params.get(FILTER_LINK_PARAM)?.trim() ?? '';
  const applied = useRef<string | null>(null);
  const shared = useQuery({
    queryKey: ['map', 'shared-filter', q],
    queryFn: ({ signal }) => getSharedFilters(q, signal),
    enabled: q.length > 0,
    staleTime: Infinity,
    retry: false,
  });

  useEffect(() => {
    if (!q || applied.current === q || (!shared.data && !shared.isError)) return;
    applied.current = q;
    const value = shared.data ? parseSharedFilters(shared.data.val) : null;
    if (!value) {
      toast.error(INVALID_FILTER_LINK);
      return;
    }
    useMapFiltersStore.getState().replaceAll(value.filters, value.advanced);
    const kind = firstFilteredKind(value.filters);
    if (kind) useMapViewStore.getState().setTab(kind);
  }, [q, shared.data, shared.isError]);
}
