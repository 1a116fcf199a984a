export interface Box {
  left: number;
  top: number;
  right: number;
  bottom: number;
}

export interface FitPadding {
  top: number;
  right: number;
  bottom: number;
  left: number;
}

/**
 * Padding for fitting a view into the part of the map that panels leave uncovered: the open
 * sidebar over the map's left side and the search bar over its top. A panel that would leave
 * less than a third of the map is not padded for (the fit would then be a sliver).
 */
export function fitPadding(
  map: Box,
  covers: { sidebar: Box | null; searchBar: Box | null },
  margin = 48,
): FitPadding {
  const width = map.right - map.left;
  const height = map.bottom - map.top;
  const left = covers.sidebar ? Math.max(0, covers.sidebar.right - map.left) : 0;
  const top = covers.searchBar ? Math.max(0, covers.searchBar.bottom - map.top) : 0;
  return {
    top: margin + (top < height / 3 ? top : 0),
    right: margin,
    bottom: margin,
    left: margin + (left < (width * 2) / 3 ? left : 0),
  };
}

/** The padding for the map in `container` as its panels stand now (see fitPadding). */
export function currentFitPadding(container: HTMLElement, margin?: number): FitPadding {
  const box = (element: Element | null) => element?.getBoundingClientRect() ?? null;
  return fitPadding(
    container.getBoundingClientRect(),
    {
      sidebar: box(document.getElementById('map-sidebar-panel')),
      searchBar: box(document.querySelector('[data-map-search-bar]')),
    },
    margin,
  );
}
