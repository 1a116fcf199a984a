// What other features may use of map: they import from this file only (eslint.config.js).
export { useFilterTrees } from './api/get-filter-trees';
export { useBasemap } from './api/get-map-config';
export { toggleNode } from './components/filters/category-selection';
export { CategoryTree } from './components/filters/category-tree';
export { LiveAreaLine } from './components/live-area-status';
export { MapScreen } from './components/map-screen';
export { useAreaFetch } from './hooks/use-live-area';
export { exposeMapForTests } from './lib/test-hook';
export { useMapViewStore } from './stores/map-view-store';
