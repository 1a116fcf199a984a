/** Temperature units the app can show; the data is always in degrees Celsius. */
export type TemperatureUnit = 'C' | 'F';

/** Climate classes of spec 001 §2/§9: cold at 5 °C or below, hot at 25 °C or above. */
export type ClimateClass = 'cold' | 'warm' | 'hot';

export const COLD_MAX_C = 5;
export const HOT_MIN_C = 25;

export function celsiusToFahrenheit(celsius: number): number {
  return (celsius * 9) / 5 + 32;
}

/** A Celsius value in the chosen unit, rounded to whole degrees (the precision people read). */
export function convertTemperature(celsius: number, unit: TemperatureUnit): number {
  const value = unit === 'F' ? celsiusToFahrenheit(celsius) : celsius;
  // `+ 0` turns -0 into 0 so that "-0°C" never shows.
  return Math.round(value) + 0;
}

/** "13°C", "55°F". */
export function formatTemperature(celsius: number, unit: TemperatureUnit): string {
  return `${convertTemperature(celsius, unit)}°${unit}`;
}

export function climateClass(celsius: number): ClimateClass {
  if (celsius <= COLD_MAX_C) return 'cold';
  if (celsius >= HOT_MIN_C) return 'hot';
  return 'warm';
}

/**
 * A climate class's range in the chosen unit: "≤ 5°C", "5–25°C", "≥ 25°C". The spec's names
 * alone read oddly (9 °C "warm"), so the range goes wherever a class is named.
 */
export function climateRange(klass: ClimateClass, unit: TemperatureUnit): string {
  const cold = convertTemperature(COLD_MAX_C, unit);
  const hot = convertTemperature(HOT_MIN_C, unit);
  if (klass === 'cold') return `≤ ${cold}°${unit}`;
  if (klass === 'hot') return `≥ ${hot}°${unit}`;
  return `${cold}–${hot}°${unit}`;
}

/** "warm (5–25°C)": a class's name with its range. */
export function climateClassLabel(klass: ClimateClass, unit: TemperatureUnit): string {
  return `${klass} (${climateRange(klass, unit)})`;
}
