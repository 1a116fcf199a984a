import { readFileSync } from 'node:fs';
import { round } from './geo';
import { GridIndex, type GridPoint } from './grid-index';
import { sourcePath } from './paths';

export const CRU_FILE = 'climate/cru_ts4.06_tmp_normals_1991_2020_0.5deg.csv';
export const ERSST_FILE = 'climate/ersst_v5_sst_ltm_1991_2020_2deg.csv';

export interface GridCell extends GridPoint {
  /** Monthly means, January first, °C. */
  months: number[];
}

export type Season = 'cold' | 'warm' | 'hot';

/** "lat,lon,m1..m12" with a header line, as in both climate CSVs. */
export function parseGridCsv(text: string): GridCell[] {
  const cells: GridCell[] = [];
  for (const line of text.split(/\r?\n/).slice(1)) {
    if (!line) continue;
    const values = line.split(',').map(Number);
    if (values.length !== 14 || values.some((v) => !Number.isFinite(v))) continue;
    cells.push({ lat: values[0]!, lng: values[1]!, months: values.slice(2) });
  }
  return cells;
}

export interface ClimateGrids {
  land: GridIndex<GridCell>;
  sea: GridIndex<GridCell>;
}

export function loadClimateGrids(): ClimateGrids {
  const land = parseGridCsv(readFileSync(sourcePath(CRU_FILE), 'utf8'));
  const sea = parseGridCsv(readFileSync(sourcePath(ERSST_FILE), 'utf8'));
  return {
    land: new GridIndex(land, 0.5),
    sea: new GridIndex(sea, 2),
  };
}

/** The nearest CRU land cell must be this close; small remote islands have none (climate null). */
export const MAX_LAND_CELL_KM = 100;
/** A coastal city's nearest ERSST cell centre: at most a 2° cell and a bit away. */
export const MAX_SEA_CELL_KM = 250;
/** ERSST fills sea-ice cells with the freezing point of sea water; there is no water to swim in. */
export const SEA_ICE_C = -1.8;

export interface ClimateInputs {
  /** CRU monthly means of the city's land cell, °C. */
  means: number[];
  /** ERSST monthly means of the nearest sea cell, for coastal cities only. */
  water: number[] | null;
  coastal: boolean;
  lat: number;
}

/**
 * Diurnal temperature range (day high − night low), °C. CRU gives monthly means only, so the
 * range is modelled: 11 °C, 1.5 less by the sea (water damps the daily swing), more where the
 * seasons differ a lot (continental climates, 0.12 × the annual range of monthly means), a
 * little less towards the poles (weaker sun), kept within 4–18 °C. The coefficients are a
 * least-squares fit, rounded, on the 105 validation cities (docs/data.md); a constant 10 °C range
 * gives 1.78/1.56 °C mean absolute error, this model 1.67/1.53.
 */
export function diurnalRange(input: {
  coastal: boolean;
  annualRange: number;
  lat: number;
  /** Mean of the twelve monthly means, °C. */
  annualMean: number;
}): number {
  const range =
    11 -
    (input.coastal ? 1.5 : 0) +
    0.12 * input.annualRange -
    0.06 * Math.abs(input.lat) +
    HIGHLAND_RANGE * highlandDeficit(input);
  return Math.min(22, Math.max(4, range));
}

/**
 * Thin, dry highland air swings far more between day and night (Cusco: about 20 °C by day and
 * −1 °C at night in July). We have no elevation, but between 30° S and 30° N a year cooler than
 * 22 °C on average means altitude: every degree of that deficit widens the range by 0.3 °C.
 * 0.6 fitted Mexico City best but made wet equatorial highlands (Quito, Bogotá) 3–4 °C too warm
 * by day; 0.3 lowers the validation error on both day and night (docs/data.md).
 */
export const HIGHLAND_RANGE = 0.3;
export function highlandDeficit(input: { lat: number; annualMean: number }): number {
  return Math.abs(input.lat) < 30 ? Math.max(0, 22 - input.annualMean) : 0;
}

export interface MonthClimate {
  month: number;
  avg_day: number;
  avg_night: number;
  avg_water: number | null;
  season: Season;
}

/** Day = mean + range/2, night = mean − range/2, one decimal; season from the mean. */
export function monthlyClimate(input: ClimateInputs): MonthClimate[] {
  const annualRange = Math.max(...input.means) - Math.min(...input.means);
  const annualMean = input.means.reduce((sum, mean) => sum + mean, 0) / input.means.length;
  const half =
    diurnalRange({ coastal: input.coastal, annualRange, lat: input.lat, annualMean }) / 2;
  return input.means.map((mean, i) => {
    const water = input.water?.[i];
    return {
      month: i + 1,
      avg_day: round(mean + half, 1),
      avg_night: round(mean - half, 1),
      avg_water: water === undefined || water <= SEA_ICE_C ? null : round(water, 1),
      season: seasonOf(mean),
    };
  });
}

/** Season of a month from its mean temperature: cold ≤ 5 °C, hot ≥ 25 °C, warm between. */
export function seasonOf(meanC: number): Season {
  if (meanC <= 5) return 'cold';
  if (meanC >= 25) return 'hot';
  return 'warm';
}

/**
 * A place's climate inputs from the grids: the nearest land cell's means and, for a coastal
 * place, the nearest sea cell's; null when no land cell lies within reach.
 */
export function climateInputsAt(
  grids: ClimateGrids,
  lat: number,
  lng: number,
  coastal: boolean,
): ClimateInputs | null {
  const land = grids.land.nearest(lat, lng, MAX_LAND_CELL_KM);
  if (!land) return null;
  const sea = coastal ? grids.sea.nearest(lat, lng, MAX_SEA_CELL_KM) : null;
  return { means: land.point.months, water: sea?.point.months ?? null, coastal, lat };
}
