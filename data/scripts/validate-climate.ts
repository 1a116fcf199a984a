import { validateClimateModel } from './climate-validation';

// `npx tsx scripts/validate-climate.ts`: prints the day/night model's error (docs/data.md).
const result = validateClimateModel();
console.error(
  `climate model on ${result.cities} cities: MAE day ${result.maeDay} °C, night ${result.maeNight} °C; unmatched: ${result.unmatched.join('; ') || 'none'}`,
);
