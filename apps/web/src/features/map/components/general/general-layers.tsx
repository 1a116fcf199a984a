import { AreasLayer } from './areas-layer';
import { BudgetLayer } from './budget-layer';
import { ClimateLayer } from './climate-layer';
import { ComparingLayer } from './comparing-layer';
import { GeneralMarkersLayer } from './general-markers-layer';
import { LanguagesLayer } from './languages-layer';
import { LocalCultureLayer } from './local-culture-layer';
import { ReligionLayer } from './religion-layer';
import { SafetyLayer } from './safety-layer';
import { TerritoryLayer } from './territory-layer';
import { useGeneralView } from './use-general-view';

/**
 * The layers of the general and comparing tabs, drawn inside the map: only those the view
 * shows are mounted, so the others neither ask the server nor hold sources.
 */
export function GeneralLayers() {
  const { box, zoom, layers } = useGeneralView();
  if (!box) return null;
  return (
    <>
      {layers.languages && <LanguagesLayer />}
      {layers.religion && <ReligionLayer />}
      {layers.budget && <BudgetLayer />}
      {layers.safety && <SafetyLayer />}
      {layers.markers && <GeneralMarkersLayer box={box} zoom={zoom} />}
      {layers.areas && <AreasLayer box={box} zoom={zoom} />}
      {layers.climate && <ClimateLayer box={box} />}
      {layers.territory && <TerritoryLayer box={box} zoom={zoom} />}
      {layers.comparing && <ComparingLayer />}
      {layers.localCulture && <LocalCultureLayer box={box} zoom={zoom} />}
    </>
  );
}
