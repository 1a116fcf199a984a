import { AsyncSection } from '../../../shared/ui/async-section';
import type { useAttractionsInCity } from '../api/get-attractions-in-city';
import type { useNearbyAttractions } from '../api/get-nearby-attractions';
import type { useSimilarAttractions } from '../api/get-similar-attractions';
import { AttractionGrid } from './attraction-card';

interface AttractionSectionsProps {
  cityName: string | null;
  sameCity: ReturnType<typeof useAttractionsInCity>;
  similar: ReturnType<typeof useSimilarAttractions>;
  nearby: ReturnType<typeof useNearbyAttractions>;
}

/**
 * Under an attraction: more of its city, similar and nearby ones. The page asks for them as it
 * opens, before the attraction itself has arrived.
 */
export function AttractionSections({
  cityName,
  sameCity,
  similar,
  nearby,
}: AttractionSectionsProps) {
  return (
    <>
      <AsyncSection
        title={cityName ? `More in ${cityName}` : 'More in the same city'}
        query={sameCity}
        isEmpty={(result) => result.results.length === 0}
        emptyText="No other attractions in this city yet."
      >
        {(result) => <AttractionGrid attractions={result.results.slice(0, 8)} />}
      </AsyncSection>
      <AsyncSection
        title="Similar attractions"
        query={similar}
        isEmpty={(result) => result.results.length === 0}
        emptyText="No similar attractions found."
      >
        {(result) => <AttractionGrid attractions={result.results.slice(0, 8)} />}
      </AsyncSection>
      <AsyncSection
        title="Nearby"
        query={nearby}
        isEmpty={(result) => result.results.length === 0}
        emptyText="Nothing else nearby yet."
      >
        {(result) => <AttractionGrid attractions={result.results.slice(0, 8)} />}
      </AsyncSection>
    </>
  );
}
