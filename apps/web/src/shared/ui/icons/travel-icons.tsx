import { defineIcon, circle, rect } from './icon';

/**
 * Trips and places: transport, kinds of places, start and finish, reordering. Trip stops and legs
 * are drawn here so that they look the same on every system (emoji fall back to empty boxes where
 * no colour-emoji font is installed).
 */
export const WalkIcon = defineIcon('WalkIcon', [
  circle(13, 4.5, 1.8),
  'M10 21l2.2-6.5L15 17v4M12.2 14.5 13 9l-3 1.5-1.5 3.5M13 9l2 3 3 1',
]);

export const CarIcon = defineIcon('CarIcon', [
  'M5 16V12l1.8-4.5A2 2 0 0 1 8.7 6h6.6a2 2 0 0 1 1.9 1.5L19 12v4z',
  'M5 12h14M5 16v2M19 16v2',
  circle(8, 14, 0.6),
  circle(16, 14, 0.6),
]);

export const BusIcon = defineIcon('BusIcon', [
  rect(5, 3.5, 14, 14, 2.5),
  'M5 11h14M8 17.5V20M16 17.5V20M9 3.5v7.5M15 3.5v7.5',
  circle(8.5, 14.5, 0.6),
  circle(15.5, 14.5, 0.6),
]);

export const TrainIcon = defineIcon('TrainIcon', [
  rect(6, 3, 12, 14, 3),
  'M6 10h12M9 21l1.5-4M15 21l-1.5-4M12 3v7',
  circle(9.5, 13.5, 0.6),
  circle(14.5, 13.5, 0.6),
]);

export const FerryIcon = defineIcon('FerryIcon', [
  'M4 14h16l-2.5 4.5h-11z',
  'M7 14v-4h10v4M10 10V6.5h4V10',
  'M3 21c1.5 0 1.5-1 3-1s1.5 1 3 1 1.5-1 3-1 1.5 1 3 1 1.5-1 3-1 1.5 1 3 1',
]);

export const PlaneIcon = defineIcon('PlaneIcon', [
  'M10.5 3.5c0-.8.7-1.5 1.5-1.5s1.5.7 1.5 1.5V9l7 4v2l-7-2v5l2.5 2v1.5L12 20.5 8 21.5V20l2.5-2v-5l-7 2v-2l7-4z',
]);

export const LandmarkIcon = defineIcon('LandmarkIcon', [
  'M3 9.5 12 4l9 5.5zM5 9.5v8M9.7 9.5v8M14.3 9.5v8M19 9.5v8M3 20.5h18M4 17.5h16',
]);

export const ShoppingBagIcon = defineIcon('ShoppingBagIcon', [
  'M5 8h14l-1 12.5H6z',
  'M9 10.5V7a3 3 0 0 1 6 0v3.5',
]);

export const UtensilsIcon = defineIcon('UtensilsIcon', [
  'M6 3v7a2 2 0 0 0 4 0V3M8 3v18M16 21V3c-2 1.5-3 4-3 7v3h3',
]);

export const CityIcon = defineIcon('CityIcon', [
  'M3 21h18M5 21V9l5-3v15M10 21V4h6v17M16 21V11h3v10',
  'M12.5 8h1M12.5 11h1M12.5 14h1M7.5 12h.5M7.5 15h.5',
]);

export const FinishFlagIcon = defineIcon('FinishFlagIcon', [
  'M5 21V4M5 4h13v9H5',
  'M9.3 4v9M13.7 4v9M5 8.5h13',
]);

export const ArrowUpIcon = defineIcon('ArrowUpIcon', ['M12 19V5M6 11l6-6 6 6']);

export const ArrowDownIcon = defineIcon('ArrowDownIcon', ['M12 5v14M6 13l6 6 6-6']);

export const GripIcon = defineIcon(
  'GripIcon',
  ['M9 6h.01M15 6h.01M9 12h.01M15 12h.01M9 18h.01M15 18h.01'],
  { strokeWidth: 2.6 },
);
