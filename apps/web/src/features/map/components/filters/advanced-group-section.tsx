import type { AdvancedFilters } from '@ai-map/contracts';
import { CategoryTree } from './category-tree';
import {
  type AdvancedDraft,
  groupChoiceCount,
  resetGroup,
  sectionValue,
  withSectionValue,
} from './advanced-draft';
import type { AdvancedGroup, AdvancedSection } from './advanced-groups';
import { FilterGroup } from './filter-group';
import { RadioChoices } from './radio-choices';
import { RangeInputs } from './range-inputs';
import styles from './filters.module.css';

/** The "none" choice of the single-choice sections. */
const NONE_LABELS: Partial<Record<AdvancedSection['field'], string>> = {
  month: 'The current month',
  costBand: 'Any cost',
};

/** Groups this small open by themselves; longer ones open when they hold a choice. */
const OPEN_UP_TO = 14;

interface AdvancedGroupSectionProps {
  group: AdvancedGroup;
  draft: AdvancedDraft;
  onChange: (draft: AdvancedDraft) => void;
  /** The temperature range of `filter/tree/advanced/`, for the climate group. */
  temperature: AdvancedFilters['temperature'] | undefined;
}

/** One group of the advanced filter with its sections and, when resettable, its Reset. */
export function AdvancedGroupSection({
  group,
  draft,
  onChange,
  temperature,
}: AdvancedGroupSectionProps) {
  const chosen = groupChoiceCount(draft, group);
  const size = group.sections.reduce((sum, section) => sum + section.nodes.length, 0);
  return (
    <FilterGroup
      title={group.title}
      chosen={chosen}
      onReset={group.resettable ? () => onChange(resetGroup(draft, group)) : undefined}
      defaultOpen={chosen > 0 || size <= OPEN_UP_TO}
    >
      {group.description && <p className={styles.hint}>{group.description}</p>}
      {group.sections.map((section) => (
        <div key={section.field}>
          {section.title && <h4 className={styles.subheading}>{section.title}</h4>}
          <SectionChoices
            section={section}
            label={section.title ?? group.title}
            draft={draft}
            onChange={onChange}
          />
        </div>
      ))}
      {group.key === 'climate' && temperature && (
        <div>
          <h4 className={styles.subheading}>Day temperature</h4>
          <RangeInputs
            legend="Day temperature"
            value={draft.temperature}
            bounds={[temperature.min, temperature.max]}
            step={1}
            unit={temperature.unit}
            onChange={(value) => onChange({ ...draft, temperature: value })}
          />
        </div>
      )}
    </FilterGroup>
  );
}

interface SectionChoicesProps {
  section: AdvancedSection;
  label: string;
  draft: AdvancedDraft;
  onChange: (draft: AdvancedDraft) => void;
}

function SectionChoices({ section, label, draft, onChange }: SectionChoicesProps) {
  const value = sectionValue(draft, section.field);
  const write = (ids: string[]) => onChange(withSectionValue(draft, section.field, ids));
  if (section.mode === 'single') {
    return (
      <RadioChoices
        nodes={section.nodes}
        value={value[0] ?? null}
        noneLabel={NONE_LABELS[section.field] ?? 'Any'}
        label={label}
        columns={section.field === 'month' ? 3 : 1}
        onChange={(id) => write(id === null ? [] : [id])}
      />
    );
  }
  return (
    <CategoryTree
      nodes={section.nodes}
      selected={value}
      mode={section.mode}
      label={label}
      // Cuisine counts are 0 (cuisines are no categories); country lists stay compact.
      showDetails={section.field !== 'cuisines' && section.field !== 'countries'}
      onChange={write}
    />
  );
}
