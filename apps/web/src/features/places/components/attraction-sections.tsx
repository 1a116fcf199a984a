import type { useAttractionsInCity } from '../api/get-attractions-in-city';
import type { useNearbyAttractions } from '../api/get-nearby-attractions';
import type { useSimilarAttractions } from '../api/get-similar-attractions';
import { AttractionGrid } from './attraction-card';
import { PlaceGridSection } from './place-grid-section';

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
      <PlaceGridSection
        title={cityName ? `More in ${cityName}` : 'More in the same city'}
        query={sameCity}
        emptyText="No other attractions in this city yet."
        grid={(places) => <AttractionGrid attractions={places} />}
      />
      <PlaceGridSection
        title="Similar attractions"
        query={similar}
        emptyText="No similar attractions found."
        grid={(places) => <AttractionGrid attractions={places} />}
      />
      <PlaceGridSection
        title="Nearby"
        query={nearby}
        emptyText="Nothing else nearby yet."
        grid={(places) => <AttractionGrid attractions={places} />}
      />
    </>
  );
}
