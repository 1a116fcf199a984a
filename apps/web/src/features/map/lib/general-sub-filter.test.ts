import { describe, expect, it } from 'vitest';
import {
  choiceTarget,
  choiceZoom,
  currentChoice,
  effectiveSubFilter,
  GENERAL_CHOICES,
  targetChange,
  toggleReligion,
} from './general-sub-filter';

describe('general sub-filter choices', () => {
  it('maps the country statistics onto the statistical slug', () => {
    expect(choiceTarget('languages')).toEqual({ subFilter: 'languages', statistic: 'Languages' });
    expect(choiceTarget('religion')).toEqual({ subFilter: 'languages', statistic: 'Religion' });
    expect(choiceTarget('budget')).toEqual({ subFilter: 'languages', statistic: 'Budget' });
    expect(choiceTarget('safety')).toEqual({ subFilter: 'languages', statistic: 'Safety' });
    expect(choiceTarget('areas')).toEqual({ subFilter: 'areas', statistic: '' });
  });

  it('reads every choice back from its target, and no sub-filter as climatic', () => {
    for (const choice of GENERAL_CHOICES) {
      const { subFilter, statistic } = choiceTarget(choice);
      expect(currentChoice(subFilter, statistic)).toBe(choice);
    }
    expect(currentChoice(null, '')).toBe('climatic');
    expect(currentChoice('languages', '')).toBe('languages');
    expect(effectiveSubFilter(null)).toBe('climatic');
    expect(effectiveSubFilter('territory')).toBe('territory');
  });

  it('sends statistical choices to zoom 4 and leaves the others', () => {
    expect(choiceZoom('languages')).toBe(4);
    expect(choiceZoom('religion')).toBe(4);
    expect(choiceZoom('budget')).toBe(4);
    expect(choiceZoom('safety')).toBe(4);
    expect(choiceZoom('climatic')).toBeNull();
    expect(choiceZoom('comparing')).toBeNull();
  });

  it('deselects a religion picked again', () => {
    expect(toggleReligion(null, 'muslim')).toBe('muslim');
    expect(toggleReligion('muslim', 'muslim')).toBeNull();
    expect(toggleReligion('muslim', 'hindu')).toBe('hindu');
  });

  it('refetches when a statistical country sub-filter is cleared or left', () => {
    expect(targetChange('', { subFilter: 'languages', statistic: 'Languages' })).toEqual({
      flyZoom: 4,
      refetch: false,
    });
    expect(targetChange('Languages', { subFilter: null, statistic: '' })).toEqual({
      flyZoom: null,
      refetch: true,
    });
    expect(targetChange('Religion', { subFilter: 'languages', statistic: 'Budget' })).toEqual({
      flyZoom: 4,
      refetch: false,
    });
    expect(targetChange('', { subFilter: 'areas', statistic: '' }).refetch).toBe(false);
  });
});
