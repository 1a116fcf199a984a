import { COMPARING_CATEGORIES_MESSAGE, COMPARING_CITIES_MIN_ZOOM } from '@ai-map/contracts';
import { SelectField } from '../../../../shared/ui/select-field';
import { ICON_COLORS } from '../../lib/marker-images';
import {
  COMPARING_CATEGORIES,
  COMPARING_CATEGORY_LABELS,
  type ComparingCategory,
  type ComparingScale,
  effectiveComparingScale,
} from '../../lib/general-comparing';
import styles from './general.module.css';
import { useGeneralEdit } from './use-general-edit';
import { useGeneralView } from './use-general-view';

const RATINGS = [
  { value: '0', label: 'Any rating' },
  { value: '5', label: '5 and up' },
  { value: '6', label: '6 and up' },
  { value: '7', label: '7 and up' },
  { value: '8', label: '8 and up' },
];

type ScaleChoice = 'auto' | ComparingScale;

/**
 * The comparing view's filters, shared by the comparing tab and the general sub-filter:
 * categories, the lowest rating and the scale (cities from zoom 9, countries below, §4).
 */
export function ComparingOptions() {
  const { draft, edit } = useGeneralEdit();
  const settings = draft.comparing;
  const { zoom } = useGeneralView();
  const autoScale = effectiveComparingScale({ ...settings, scale: null }, zoom);
  const toggle = (category: ComparingCategory) =>
    edit({
      comparing: {
        ...settings,
        categories: settings.categories.includes(category)
          ? settings.categories.filter((c) => c !== category)
          : [...settings.categories, category],
      },
    });
  const scales: { value: ScaleChoice; label: string }[] = [
    { value: 'auto', label: `By zoom (now ${autoScale})` },
    { value: 'cities', label: 'Cities' },
    { value: 'countries', label: 'Countries' },
  ];

  return (
    <section className={styles.section} aria-label="Comparing filters">
      <fieldset className={styles.fieldset}>
        <legend className={styles.legend}>Categories</legend>
        <div className={styles.chips}>
          {COMPARING_CATEGORIES.map((category) => (
            <button
              key={category}
              type="button"
              className={styles.chip}
              aria-pressed={settings.categories.includes(category)}
              onClick={() => toggle(category)}
            >
              <span className={styles.dot} style={{ background: ICON_COLORS[category] }} />
              {COMPARING_CATEGORY_LABELS[category]}
            </button>
          ))}
        </div>
      </fieldset>
      {settings.categories.length === 0 && (
        <p className={styles.message} role="status">
          {COMPARING_CATEGORIES_MESSAGE}
        </p>
      )}
      <div className={styles.row}>
        <SelectField
          label="Rating"
          value={String(settings.minRating)}
          options={RATINGS}
          onChange={(value) => edit({ comparing: { ...settings, minRating: Number(value) } })}
        />
        <SelectField
          label="Compare"
          value={settings.scale ?? 'auto'}
          options={scales}
          onChange={(value) =>
            edit({ comparing: { ...settings, scale: value === 'auto' ? null : value } })
          }
        />
      </div>
      <p className={styles.note}>
        By zoom, cities are compared from zoom {COMPARING_CITIES_MIN_ZOOM} and countries below.
      </p>
    </section>
  );
}
