import { create } from 'zustand';
import { createJSONStorage, persist } from 'zustand/middleware';

interface OwnPhotosState {
  /** Ids of the photos this browser uploaded; the API does not say who uploaded a photo. */
  ids: number[];
  add: (id: number) => void;
  remove: (id: number) => void;
}

/**
 * Lets the uploader delete their own photos. The server checks ownership on DELETE anyway, so a
 * stale entry only shows a button that answers 403.
 */
export const useOwnPhotosStore = create<OwnPhotosState>()(
  persist(
    (set) => ({
      ids: [],
      add: (id) => set((state) => ({ ids: [...state.ids.filter((known) => known !== id), id] })),
      remove: (id) => set((state) => ({ ids: state.ids.filter((known) => known !== id) })),
    }),
    { name: 'own_place_photos', storage: createJSONStorage(() => localStorage) },
  ),
);
