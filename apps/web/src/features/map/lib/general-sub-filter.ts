import { type GeneralSubFilter, STATISTICAL_ZOOM } from '@ai-map/contracts';

/**
 * The statistical country sub-filter (§4): which country statistic the statistical sub-filter
 * draws; '' when none. Religion and budget are statistics of countries like languages, so they
 * run under the same statistical slug ('languages') with their own statistic.
 */
export type CountryStatistic = 'Languages' | 'Religion' | 'Budget' | 'Safety' | '';

/**
 * What the general tab's chooser offers: the six slugs of §2 and the religion, budget and safety
 * views (safety: travel advisories, issue 12).
 */
export type GeneralChoice = GeneralSubFilter | 'religion' | 'budget' | 'safety';

export const GENERAL_CHOICE_LABELS: Record<GeneralChoice, string> = {
  climatic: 'Climate',
  areas: 'Areas',
  territory: 'Territory',
  languages: 'Languages',
  religion: 'Religion',
  budget: 'Budget',
  safety: 'Safety',
  // Not "Comparing": that is also the name of a map tab (spec 001 §2), which this radio is not.
  comparing: 'Compare ratings',
  'local-culture': 'Local culture',
};

/** The chooser's order: the map views first, then the country statistics, then comparing. */
export const GENERAL_CHOICES: GeneralChoice[] = [
  'climatic',
  'areas',
  'territory',
  'local-culture',
  'languages',
  'religion',
  'budget',
  'safety',
  'comparing',
];

export interface GeneralTarget {
  subFilter: GeneralSubFilter;
  statistic: CountryStatistic;
}

const STATISTICS: Partial<Record<GeneralChoice, CountryStatistic>> = {
  languages: 'Languages',
  religion: 'Religion',
  budget: 'Budget',
  safety: 'Safety',
};

/** The sub-filter slug and statistic a choice stands for. */
export function choiceTarget(choice: GeneralChoice): GeneralTarget {
  const statistic = STATISTICS[choice];
  if (statistic) return { subFilter: 'languages', statistic };
  return { subFilter: choice as GeneralSubFilter, statistic: '' };
}

/** The choice a sub-filter and statistic show as picked; no sub-filter is the climatic default. */
export function currentChoice(
  subFilter: GeneralSubFilter | null,
  statistic: CountryStatistic,
): GeneralChoice {
  if (subFilter === 'languages') {
    if (statistic === 'Religion') return 'religion';
    if (statistic === 'Budget') return 'budget';
    if (statistic === 'Safety') return 'safety';
    return 'languages';
  }
  return subFilter ?? 'climatic';
}

/** A statistical sub-filter moves the map to the statistical zoom (§4); others keep the view. */
export function choiceZoom(choice: GeneralChoice): number | null {
  return targetZoom(choiceTarget(choice));
}

/** The sub-filter and statistic a view goes to; no sub-filter and no statistic clears them. */
export interface ViewTarget {
  subFilter: GeneralSubFilter | null;
  statistic: CountryStatistic;
}

const targetZoom = (target: ViewTarget) =>
  target.subFilter === 'languages' ? STATISTICAL_ZOOM : null;

/**
 * What going to a target does besides setting it (§4): a statistical sub-filter flies to zoom 4,
 * and leaving a statistical country sub-filter resets it, which refetches the general data.
 */
export function targetChange(previous: CountryStatistic, target: ViewTarget) {
  return { flyZoom: targetZoom(target), refetch: previous !== '' && target.statistic === '' };
}

/** The general sub-filter a map view is drawing: null (none chosen) is climatic (§2). */
export const effectiveSubFilter = (subFilter: GeneralSubFilter | null): GeneralSubFilter =>
  subFilter ?? 'climatic';

/** Selecting the same religion again deselects it (§4). */
export const toggleReligion = (current: string | null, picked: string) =>
  current === picked ? null : picked;
