import { useFeatureFlag, switchedOffNote } from '../../../flags';
import {
  GENERAL_CHOICE_LABELS,
  GENERAL_CHOICES,
  type GeneralChoice,
} from '../../lib/general-sub-filter';
import styles from './general.module.css';

interface SubFilterChooserProps {
  value: GeneralChoice;
  onChoose: (choice: GeneralChoice) => void;
  onClear: () => void;
  /** Whether a sub-filter is chosen (the clear action is offered). */
  chosen: boolean;
}

/**
 * The general tab's sub-filters as one radio group (arrow keys move between them). Religion
 * follows its flag: OFF hides it, DISABLED shows it inert (§2).
 */
export function SubFilterChooser({ value, onChoose, onClear, chosen }: SubFilterChooserProps) {
  const religion = useFeatureFlag('generalReligion');
  const choices = GENERAL_CHOICES.filter((choice) => choice !== 'religion' || religion !== 'OFF');

  return (
    <div className={styles.chooser}>
      <fieldset className={styles.fieldset}>
        <legend className={styles.legend}>Show on the map</legend>
        <div className={styles.chips}>
          {choices.map((choice) => {
            const disabled = choice === 'religion' && religion === 'DISABLED';
            return (
              <label
                key={choice}
                className={styles.chip}
                title={disabled ? switchedOffNote('generalReligion') : undefined}
              >
                <input
                  type="radio"
                  name="general-sub-filter"
                  value={choice}
                  checked={value === choice}
                  disabled={disabled}
                  onChange={() => onChoose(choice)}
                />
                {GENERAL_CHOICE_LABELS[choice]}
              </label>
            );
          })}
        </div>
      </fieldset>
      {chosen && (
        <button type="button" className={`${styles.clear} ${styles.corner}`} onClick={onClear}>
          Clear
        </button>
      )}
    </div>
  );
}
