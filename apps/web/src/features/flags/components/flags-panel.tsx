import {
  type FeatureFlag,
  featureFlagNames,
  featureFlags,
  FlagValueSchema,
} from '@ai-map/contracts';
import { useId } from 'react';
import { Button } from '../../../shared/ui/button';
import { CloseIcon, FlagIcon } from '../../../shared/ui/icons';
import { useFlagsPanelTrigger } from '../hooks/use-flags-panel-trigger';
import { useFlagsStore } from '../stores/flags-store';
import styles from './flags-panel.module.css';

/** A developer toolbar for the feature flags (spec 000 §4), hidden until asked for. */
export function FlagsPanel() {
  useFlagsPanelTrigger();
  const { flags, panelOpen, setFlag, resetFlags, setPanelOpen } = useFlagsStore();
  const headingId = useId();

  if (!panelOpen) return null;

  return (
    <section className={styles.panel} aria-labelledby={headingId}>
      <div className={styles.header}>
        <FlagIcon size={18} />
        <h2 id={headingId}>Feature flags</h2>
        <Button
          variant="ghost"
          iconOnly
          aria-label="Close feature flags"
          onClick={() => setPanelOpen(false)}
        >
          <CloseIcon size={18} />
        </Button>
      </div>
      <p className={styles.hint}>Ctrl+Shift+F toggles this panel. Changes are kept for a year.</p>
      <ul className={styles.list}>
        {featureFlagNames.map((name: FeatureFlag) => (
          <li key={name} className={styles.row}>
            <label htmlFor={`flag-${name}`}>{featureFlags[name].label}</label>
            <select
              id={`flag-${name}`}
              value={flags[name]}
              onChange={(event) => setFlag(name, FlagValueSchema.parse(event.target.value))}
            >
              {FlagValueSchema.options.map((value) => (
                <option key={value} value={value}>
                  {value}
                </option>
              ))}
            </select>
          </li>
        ))}
      </ul>
      <div className={styles.footer}>
        <Button variant="secondary" block onClick={resetFlags}>
          Reset to defaults
        </Button>
      </div>
    </section>
  );
}
