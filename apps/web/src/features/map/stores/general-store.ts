import { create } from 'zustand';
import { type BudgetSettings, defaultBudgetSettings, patchBudget } from '../lib/general-budget';
import { type ClimateFilters, defaultClimateFilters } from '../lib/general-climate';
import { type ComparingSettings, defaultComparingSettings } from '../lib/general-comparing';
import type { CountryStatistic, ViewTarget } from '../lib/general-sub-filter';

/** Everything the general and comparing tabs let the user set. */
export interface GeneralSettings {
  climate: ClimateFilters;
  comparing: ComparingSettings;
  budget: BudgetSettings;
  /** The religion filter: a religion_id, or null for none. */
  religion: string | null;
  /** The language picked in the languages view, or null. */
  language: string | null;
}

const defaultSettings = (): GeneralSettings => ({
  climate: defaultClimateFilters(),
  comparing: defaultComparingSettings(),
  budget: defaultBudgetSettings(),
  religion: null,
  language: null,
});

interface GeneralState {
  /** What the sidebar shows and edits. */
  draft: GeneralSettings;
  /** What the map draws: the draft at once on desktop, on "Show on map" on mobile (§2, §4). */
  applied: GeneralSettings;
  /** The statistical country sub-filter the map draws (§4); '' when none. */
  statistic: CountryStatistic;
  /**
   * Mobile: a sub-filter chosen but not shown yet. The map keeps drawing the previous one, which
   * is so saved until "Show on map" or "Cancel".
   */
  pending: ViewTarget | null;
  /** The area whose outline is drawn at any zoom: the one pointed at on the map or in the list. */
  forcedArea: number | null;
  /** Changes the draft; `live` (desktop) redraws the map with it at once. */
  edit: (patch: Partial<Omit<GeneralSettings, 'budget'>>, live: boolean) => void;
  /** Changes the budget settings by the rule of §4 (a calculation type change drops the range). */
  editBudget: (patch: Partial<BudgetSettings>, live: boolean) => void;
  setStatistic: (statistic: CountryStatistic) => void;
  setPending: (pending: ViewTarget | null) => void;
  /** Mobile "Show on map": the map draws the draft. */
  applyDraft: () => void;
  /** Mobile "Cancel": the draft goes back to what the map draws and the chosen sub-filter is dropped. */
  discardDraft: () => void;
  setForcedArea: (areaId: number | null) => void;
}

export const useGeneralStore = create<GeneralState>()((set) => {
  const initial = defaultSettings();
  return {
    draft: initial,
    applied: initial,
    statistic: '',
    pending: null,
    forcedArea: null,
    edit: (patch, live) =>
      set((state) => {
        const draft = { ...state.draft, ...patch };
        return live ? { draft, applied: draft } : { draft };
      }),
    editBudget: (patch, live) =>
      set((state) => {
        const draft = { ...state.draft, budget: patchBudget(state.draft.budget, patch) };
        return live ? { draft, applied: draft } : { draft };
      }),
    setStatistic: (statistic) => set({ statistic }),
    setPending: (pending) => set({ pending }),
    applyDraft: () => set((state) => ({ applied: state.draft, pending: null })),
    discardDraft: () => set((state) => ({ draft: state.applied, pending: null })),
    setForcedArea: (forcedArea) => set({ forcedArea }),
  };
});

/** True when the sidebar holds changes the map does not draw yet (mobile). */
export const hasUnshownChanges = (state: Pick<GeneralState, 'draft' | 'applied' | 'pending'>) =>
  state.pending !== null || state.draft !== state.applied;
