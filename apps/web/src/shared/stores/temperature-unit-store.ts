import { create } from 'zustand';
import { createJSONStorage, persist } from 'zustand/middleware';
import type { TemperatureUnit } from '../lib/temperature';

interface TemperatureUnitState {
  unit: TemperatureUnit;
  setUnit: (unit: TemperatureUnit) => void;
}

/** °C or °F for every temperature on screen; remembered in localStorage. */
export const useTemperatureUnitStore = create<TemperatureUnitState>()(
  persist(
    (set) => ({
      unit: 'C',
      setUnit: (unit) => set({ unit }),
    }),
    { name: 'temperature_unit', storage: createJSONStorage(() => localStorage) },
  ),
);
