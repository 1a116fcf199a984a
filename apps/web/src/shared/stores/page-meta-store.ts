import { useEffect } from 'react';
import { useLocation } from 'react-router';
import { create } from 'zustand';

export interface PageMeta {
  title: string;
  description: string;
}

interface PageMetaState {
  /** Metadata a page got from the API, for the path it was set on. */
  override: (PageMeta & { pathname: string }) | null;
  setOverride: (override: (PageMeta & { pathname: string }) | null) => void;
}

/**
 * Pages whose title and description come from the API (countries, cities...) put them here; the
 * layout prefers them over the route table's for as long as the path stays the same.
 */
export const usePageMetaStore = create<PageMetaState>()((set) => ({
  override: null,
  setOverride: (override) => set({ override }),
}));

/** Sets the document metadata of the current page once the API has answered. */
export function usePageMeta(meta: PageMeta | undefined): void {
  const { pathname } = useLocation();
  const setOverride = usePageMetaStore((state) => state.setOverride);
  const title = meta?.title;
  const description = meta?.description;
  useEffect(() => {
    if (title === undefined || description === undefined) return;
    setOverride({ pathname, title, description });
    return () => setOverride(null);
  }, [pathname, title, description, setOverride]);
}
