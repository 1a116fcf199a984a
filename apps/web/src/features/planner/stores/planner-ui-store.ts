import type { AddablePlaceType } from '@ai-map/contracts';
import { create } from 'zustand';

/** A catalogue place someone wants in a trip (from a map tooltip or info window). */
export interface PlaceToAdd {
  type: AddablePlaceType;
  id: number;
  name: string;
}

interface PlannerUiState {
  /** The trip of the open chat: the map's add-to-trip button adds there; null when none. */
  openTripId: number | null;
  /** The place the add-to-trip modal is choosing a trip for. */
  choosingTripFor: PlaceToAdd | null;
  /** The warning modal of the place limit (spec 000 §2, §5) is shown. */
  limitReached: boolean;
  /** The invitation modal is open for this chat slug. */
  invitingFor: string | null;
  /** A place being dragged from the map's info window towards a day of the open trip. */
  draggedPlace: PlaceToAdd | null;
  setOpenTripId: (tripId: number | null) => void;
  chooseTripFor: (place: PlaceToAdd | null) => void;
  setLimitReached: (reached: boolean) => void;
  inviteFor: (chatSlug: string | null) => void;
  dragPlace: (place: PlaceToAdd | null) => void;
}

/**
 * The planner's modals and the open trip live here rather than in the components that open
 * them: a tooltip unmounts as soon as the pointer leaves it, its modal must not go with it.
 */
export const usePlannerUiStore = create<PlannerUiState>()((set) => ({
  openTripId: null,
  choosingTripFor: null,
  limitReached: false,
  invitingFor: null,
  draggedPlace: null,
  setOpenTripId: (openTripId) => set({ openTripId }),
  chooseTripFor: (choosingTripFor) => set({ choosingTripFor }),
  setLimitReached: (limitReached) => set({ limitReached }),
  inviteFor: (invitingFor) => set({ invitingFor }),
  dragPlace: (draggedPlace) => set({ draggedPlace }),
}));
