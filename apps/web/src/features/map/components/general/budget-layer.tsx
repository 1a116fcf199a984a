import { useEffect, useMemo } from 'react';
import { useMap } from 'react-map-gl/maplibre';
import { type BudgetLevel, budgetFeatures } from '../../lib/general-budget';
import { CountryPillLayer } from './country-pill-layer';
import { addPillImages } from './map-images';
import { useBudgetCurrency, useBudgetView } from './use-budget-view';

/** Cheap green, middle amber, dear red: the thirds of the slider's bounds. */
export const BUDGET_LEVEL_COLORS: Record<BudgetLevel, string> = {
  low: '#15803d',
  middle: '#b45309',
  high: '#b91c1c',
};

const pillName = (level: BudgetLevel) => `general-pill-${level}`;

/** Budget markers (§2): each country's cost for the settings in the currency, on its level colour. */
export function BudgetLayer() {
  const { current: mapRef } = useMap();
  const { query, bounds } = useBudgetView('applied');
  const currency = useBudgetCurrency();
  const results = query.data?.results;
  const markers = useMemo(
    () =>
      bounds
        ? budgetFeatures(results ?? [], bounds, currency)
        : budgetFeatures([], [0, 0], currency),
    [results, bounds, currency],
  );
  const colorOf = useMemo(() => {
    const levels = new Map(
      markers.features.map((f) => [f.properties.countryId, f.properties.level]),
    );
    return (countryId: number) => {
      const level = levels.get(countryId);
      return level ? BUDGET_LEVEL_COLORS[level] : undefined;
    };
  }, [markers]);

  useEffect(() => {
    if (!mapRef) return;
    addPillImages(
      mapRef.getMap(),
      Object.fromEntries(
        (Object.keys(BUDGET_LEVEL_COLORS) as BudgetLevel[]).map((level) => [
          pillName(level),
          BUDGET_LEVEL_COLORS[level],
        ]),
      ),
    );
  }, [mapRef]);

  return (
    <CountryPillLayer
      id="general-budget"
      pillLayerId="general-budget-pill"
      markers={markers}
      colorOf={colorOf}
      opacity={0.22}
      icon={['concat', 'general-pill-', ['get', 'level']]}
      tooltipProperty="label"
    />
  );
}
