/**
 * How the brain looks up names: destinations (countries, cities, regions) and places
 * (attractions, shops, food). `gazetteer.repository.ts` answers from the database; unit tests
 * use {@link createMemoryGazetteer} over a few rows. Scores are comparable across calls:
 * about 1 for an exact name, 0.85 for one typo, 0.7 for two, plus a small bonus for size.
 */
export type DestinationKind = 'country' | 'city' | 'region';
export type PlaceKind = 'attraction' | 'shop' | 'food';

export interface DestinationMatch {
  kind: DestinationKind;
  id: number;
  name: string;
  /** ISO 3166-1 alpha-2 of the country (the country's own for a country). */
  countryCode: string;
  countryName: string;
  lat: number;
  lng: number;
  score: number;
  /**
   * Known to everybody: a country, a city of a million people or one of the world's most
   * visited. Only such a place is read from a typo or from an ordinary English word.
   */
  famous?: boolean;
  /** An island, region, lake or mountain range filed as a destination (the Lake District). */
  area?: boolean;
}

export interface PlaceMatch {
  kind: PlaceKind;
  id: number;
  name: string;
  cityId: number | null;
  cityName: string | null;
  lat: number;
  lng: number;
  categories: string[];
  rating: number;
  score: number;
  /** ISO 3166-1 alpha-2 of the place's country, where the lookup knows it. */
  countryCode?: string | null;
  /** Found by this rare word of its name, not its whole name ({@link Gazetteer.sightsNamedIn}). */
  word?: string | null;
}

export interface LatLng {
  lat: number;
  lng: number;
}

/** One of several places a name may mean, with how it would be told apart ("Santiago, Chile"). */
export interface Namesake extends DestinationMatch {
  label: string;
  /** Its Wikivoyage article is under the bare name: the place most travellers mean. */
  mainArticle: boolean;
  /** The name is the start of its longer name ("Santiago" of "Santiago de Compostela"). */
  partOfName: boolean;
  /** Its continent (South America apart from the rest of the Americas), for "Lima and Santiago". */
  continent: string | null;
  /** Its rank among the world's cities by tourism (1 = most visited), null when unknown. */
  worldRank: number | null;
  /** Attractions in the catalogue: an island travellers go to beside towns of its name. */
  attractions: number;
}

export interface Gazetteer {
  findDestinations(phrase: string): Promise<DestinationMatch[]>;
  /** The places worth a trip that an exact name may mean, one a country, best known first. */
  findNamesakes(phrase: string): Promise<Namesake[]>;
  /** The continent of a country (ISO 3166-1 alpha-2), as {@link Namesake.continent} gives it. */
  continentOf(countryCode: string): Promise<string | null>;
  findPlaces(phrase: string, near?: LatLng): Promise<PlaceMatch[]>;
  /**
   * Sights a message names in passing ("he wants to see auschwitz"), anywhere in the world
   * (the caller keeps those near the trip), leaving out the words of `skip` (the destinations).
   */
  sightsNamedIn(message: string, skip: readonly string[]): Promise<PlaceMatch[]>;
}

/** One destination row as the index needs it. */
export interface DestinationEntry {
  kind: DestinationKind;
  id: number;
  name: string;
  countryCode: string;
  countryName: string;
  /** The region a city lies in, for "Paris, Texas". */
  regionId: number | null;
  lat: number;
  lng: number;
  population: number | null;
  /** Attractions in the catalogue: breaks ties between namesakes of similar size. */
  attractions: number;
  /** Its Wikivoyage article: under the bare name ('main'), a disambiguated one ('other'). */
  article?: 'main' | 'other' | null;
  /** Wikivoyage articles within 100 km that name it. */
  guideMentions?: number;
  /** The country's continent, South America apart from the rest of the Americas. */
  continent?: string | null;
  /** A city's rank among the world's cities by tourism (the catalogue's popularity_in_world). */
  worldRank?: number | null;
  /** Other names it is found by ("Mallorca" for Majorca). */
  otherNames?: readonly string[];
  /** An island, region, lake or mountain range rather than a town. */
  area?: boolean;
}

/** One place row as the in-memory gazetteer keeps it. */
export type PlaceEntry = Omit<PlaceMatch, 'score'> & { visitors?: number | null };
