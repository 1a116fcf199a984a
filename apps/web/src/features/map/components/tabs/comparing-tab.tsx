import { useIsMobile } from '../../../../shared/hooks/use-is-mobile';
import { hasUnshownChanges, useGeneralStore } from '../../stores/general-store';
import { ComparingOptions } from '../general/comparing-options';
import { ComparingResults } from '../general/comparing-results';
import styles from '../general/general.module.css';
import { MobileApplyBar } from '../general/mobile-apply-bar';
import { useGeneralChoice } from '../general/use-general-choice';

/** The comparing tab: categories, rating and scale, and the ranked cities or countries in view. */
export function ComparingTab() {
  const isMobile = useIsMobile();
  const unshown = useGeneralStore(hasUnshownChanges);
  const { showOnMap, cancel } = useGeneralChoice();

  return (
    <div className={styles.panel}>
      <ComparingOptions />
      <ComparingResults />
      {isMobile && unshown && <MobileApplyBar onShow={showOnMap} onCancel={cancel} />}
    </div>
  );
}
