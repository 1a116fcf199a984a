// What other features may use of planner: they import from this file only (eslint.config.js).
export { useExportTrip } from './api/export-trip';
export { PLANNER_QUERY_ROOT } from './api/planner-query-root';
export { AddToTripButton } from './components/add-to-trip-button';
export { PlannerModals } from './components/planner-modals';
export { SharedTrips } from './components/shared-trips';
export { TripDragHandle } from './components/trip-drag-handle';
export { TripMapLayer, TripMapLayers } from './components/trip-map-layer';
export { TripTabs } from './components/trip-tabs';
export { useAcceptInvitation } from './hooks/use-accept-invitation';
export { useOpenTrip } from './hooks/use-open-trip';
export { TRANSPORT } from './lib/glyphs';
export { formatLegTime } from './lib/leg-time';
export { plannerCallerReady } from './lib/planner-access-code-cookie';
export { dayDateLabel } from './lib/trip-dates';
export { mapPointsOfTrip } from './lib/trip-map-features';
export { stopsOfDay } from './lib/trip-stops';
