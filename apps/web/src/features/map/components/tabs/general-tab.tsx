import { useIsMobile } from '../../../../shared/hooks/use-is-mobile';
import type { GeneralChoice } from '../../lib/general-sub-filter';
import { currentChoice } from '../../lib/general-sub-filter';
import { hasUnshownChanges, useGeneralStore } from '../../stores/general-store';
import { useMapViewStore } from '../../stores/map-view-store';
import { AreasOptions } from '../general/areas-options';
import { BudgetOptions } from '../general/budget-options';
import { ClimateOptions } from '../general/climate-options';
import { ComparingOptions } from '../general/comparing-options';
import { ComparingResults } from '../general/comparing-results';
import styles from '../general/general.module.css';
import { LanguagesOptions } from '../general/languages-options';
import { LocalCultureOptions } from '../general/local-culture-options';
import { MobileApplyBar } from '../general/mobile-apply-bar';
import { ReligionOptions } from '../general/religion-options';
import { SafetyOptions } from '../general/safety-options';
import { SubFilterChooser } from '../general/sub-filter-chooser';
import { TerritoryOptions } from '../general/territory-options';
import { useGeneralChoice } from '../general/use-general-choice';

function ChoiceOptions({ choice }: { choice: GeneralChoice }) {
  switch (choice) {
    case 'climatic':
      return <ClimateOptions />;
    case 'areas':
      return <AreasOptions />;
    case 'territory':
      return <TerritoryOptions />;
    case 'local-culture':
      return <LocalCultureOptions />;
    case 'languages':
      return <LanguagesOptions />;
    case 'religion':
      return <ReligionOptions />;
    case 'budget':
      return <BudgetOptions />;
    case 'safety':
      return <SafetyOptions />;
    case 'comparing':
      return (
        <>
          <ComparingOptions />
          <ComparingResults />
        </>
      );
  }
}

/**
 * The general tab (§2, §4): the sub-filter chooser and the options of the chosen one. On mobile
 * the choice and the changes wait for "Show on map", and the map keeps the previous ones.
 */
export function GeneralTab() {
  const isMobile = useIsMobile();
  const subFilter = useMapViewStore((state) => state.subFilter);
  const statistic = useGeneralStore((state) => state.statistic);
  const pending = useGeneralStore((state) => state.pending);
  const unshown = useGeneralStore(hasUnshownChanges);
  const { choose, clear, showOnMap, cancel } = useGeneralChoice();
  const shown = pending ?? { subFilter, statistic };
  const choice = currentChoice(shown.subFilter, shown.statistic);

  return (
    <div className={styles.panel}>
      <SubFilterChooser
        value={choice}
        chosen={shown.subFilter !== null}
        onChoose={choose}
        onClear={clear}
      />
      <ChoiceOptions choice={choice} />
      {isMobile && unshown && <MobileApplyBar onShow={showOnMap} onCancel={cancel} />}
    </div>
  );
}
