import { categoryTreeOf, type CategoryTreeName } from '@ai-map/osm';

/**
 * Words travellers use for what they like, mapped to the catalogue's category slugs (the filter
 * trees of packages/osm). The first slug is the main one; the others widen the choice. Longer
 * phrases are listed before the words they contain, so "street food" wins over "food".
 */
const INTEREST_WORDS: [pattern: string, slugs: string[]][] = [
  ['street food|food trucks?|snacks', ['snacks', 'fast-food']],
  ['local (?:food|cuisine|dishes|specialities|specialties)', ['local-cuisine', 'restaurants']],
  [
    '(?:good |great |nice |tasty |amazing )?(?:food|foods|eating|restaurants?|dining|gastronomy|cuisine|culinary|foodie|eat out|eats)',
    ['restaurants', 'places-to-eat'],
  ],
  ['(?:night ?life|night out|partying|parties|clubbing|clubs|nightclubs)', ['nightclubs', 'bars']],
  ['(?:bars|pubs|drinks|drinking|cocktails|beer|beers|craft beer)', ['bars', 'pubs']],
  // "Wine valleys", "wine country" are a day out among vineyards (the activity below), not a shop.
  [
    '(?:wine(?! (?:country|regions?|valleys?|estates?|farms?|routes?|tours?))|wineries|wine tasting)',
    ['wine-and-spirits'],
  ],
  ['(?:coffee|cafes|cafe|coffee shops)', ['cafes']],
  ['(?:pizza|pizzas)', ['pizza']],
  ['(?:bakery|bakeries|pastry|pastries|patisseries?)', ['bakeries']],
  ['(?:sushi)', ['sushi']],
  ['(?:tapas)', ['tapas']],
  ['(?:seafood|fish)', ['seafood']],
  ['(?:vegan)', ['vegan']],
  ['(?:vegetarian|veggie)', ['vegetarian']],
  ['(?:ice cream|gelato)', ['ice-cream-parlours']],
  // "Make it all indoor", "something for a rainy day": places with a roof.
  [
    '(?:indoors?|rainy days?|rain or shine)',
    ['museums', 'galleries', 'aquariums', 'churches', 'cathedrals', 'markets', 'theatres'],
  ],
  // "Art museums" are museums: the art category alone would read as a wish the plan misses.
  ['(?:art (?:museums?|galleries|gallery)|museums?|galleries|gallery|exhibitions?)', ['museums']],
  ['(?:street art|paintings?|artworks?|arts?|artsy)', ['art', 'galleries']],
  [
    '(?:history|historic|historical|ancient|heritage|old town|antiquity|roman ruins|ruins)',
    ['history', 'historic-sites'],
  ],
  ['(?:architecture|buildings|architectural)', ['architecture']],
  ['(?:castles?|fortress(?:es)?|forts?)', ['castles', 'forts']],
  ['(?:palaces?)', ['palaces']],
  ['(?:churches|church|cathedrals?|basilicas?)', ['churches', 'cathedrals']],
  ['(?:temples?|shrines?)', ['temples', 'shrines']],
  ['(?:mosques?)', ['mosques']],
  ['(?:religion|religious|spiritual|monaster(?:y|ies))', ['religion']],
  ['(?:culture|cultural)', ['museums', 'history']],
  ['(?:sights|sightseeing|landmarks|must sees?|highlights|famous places)', ['sights']],
  ['(?:monuments?|memorials?)', ['monuments']],
  ['(?:views?|viewpoints?|panoramas?|panoramic|sunsets?)', ['viewpoints']],
  ['(?:beach(?:es)?|seaside|swimming|sunbathing)', ['beaches']],
  ['(?:hiking|hikes?|trekking|mountains?|peaks?)', ['peaks', 'nature']],
  ['(?:waterfalls?)', ['waterfalls']],
  ['(?:volcano(?:es)?)', ['volcanoes']],
  ['(?:caves?)', ['caves']],
  ['(?:nature|outdoors?|wildlife|natural|countryside|scenery|landscapes?)', ['nature']],
  ['(?:parks?|gardens?|green spaces?)', ['parks', 'gardens']],
  ['(?:zoos?|animals)', ['zoos']],
  ['(?:aquariums?)', ['aquariums']],
  ['(?:theme parks?|amusement parks?|rollercoasters?)', ['theme-parks']],
  ['(?:family|families|kids|children|child friendly|kid friendly)', ['family']],
  ['(?:theatres?|theaters?|opera|shows|musicals?|concerts?|live music)', ['theatres']],
  ['(?:entertainment)', ['entertainment']],
  ['(?:markets?|flea markets?|bazaars?)', ['markets']],
  ['(?:souvenirs?|gifts?)', ['souvenirs-and-gifts']],
  ['(?:antiques?|vintage)', ['antiques']],
  ['(?:books?|bookshops?|bookstores?)', ['bookshops']],
  ['(?:fashion|clothes|clothing|boutiques?|designer)', ['fashion-and-accessories']],
  ['(?:shopping|shops|stores)', ['markets', 'fashion-and-accessories']],
  ['(?:festivals?)', ['festivals']],
];

/**
 * Activities travellers ask for that are no kind of place in the catalogue (its places are
 * sights, food and shops): each is read so the reply can say so and name the nearest town a
 * travel guide describes with it. `guide` is a case-insensitive PostgreSQL regular expression
 * of whole words ("surf", not "surface") over the cities' Wikivoyage introductions.
 */
const SNOW =
  'skiing|ski (?:resorts?|areas?|slopes?|towns?|cent(?:re|er)s?|runs?)|skiresorts?|pistes?|snowboard(?:ing)?';
/**
 * `names`, when given, is a PostgreSQL regular expression of whole words over sight names: the
 * places whose name says they serve the activity (Dōgo Onsen, the Széchenyi Thermal Bath), which
 * the plan then takes (catalogue-tools.ts activitySpots).
 */
const ACTIVITY_WORDS: [
  pattern: string,
  activity: string,
  guide: string,
  offered: string,
  names?: string,
][] = [
  ['snowboard(?:ing|ers?)?', 'snowboarding', SNOW, 'skiing or snowboarding'],
  ['ski(?:ing|s|ers?)?|snow sports|winter sports', 'skiing', SNOW, 'skiing'],
  [
    'surf(?:ing|ers?)?|kite ?surfing|windsurfing',
    'surfing',
    'surf(?:ing|ers?)?|windsurfing|kitesurfing',
    'surfing',
  ],
  [
    'scuba(?: diving)?|diving|snorkel(?:l?ing)?',
    'diving',
    'scuba|diving|snorkel(?:l?ing)?',
    'diving',
  ],
  ['golf(?:ing)?', 'golf', 'golf(?:ing|ers?)?', 'golf'],
  ['bungee(?: jumping)?', 'bungee jumping', 'bungee', 'bungee jumping'],
  [
    'kayak(?:ing)?|canoe(?:ing)?|rafting',
    'kayaking',
    'kayak(?:ing|s)?|canoe(?:ing|s)?|rafting',
    'kayaking or rafting',
  ],
  ['sailing', 'sailing', 'sailing', 'sailing'],
  ['rock climbing|bouldering', 'climbing', 'rock climbing|bouldering|climbing routes', 'climbing'],
  // Performances with their own venues (a tablao, a casa de fado, a milonga) that the catalogue
  // does not file as a kind of place: "seville, alcázar, flamenco, tapas" lost the flamenco.
  ['flamenco(?: shows?| bars?| nights?)?', 'flamenco', 'flamenco', 'flamenco'],
  ['fado(?: shows?| houses?| bars?| nights?)?', 'fado', 'fado', 'fado'],
  ['tango(?: shows?| lessons?| classes| bars?| nights?)?', 'tango', 'tango|milongas?', 'tango'],
  // Wishes travellers write that the plan dropped without a word (the traveller evaluation:
  // trav-013 football, 014 mezcal and lucha libre, 023 elephants, 081 dunes, 113 biking, 078
  // and 131 the northern lights, 180 hot springs, 012 hammam and cooking class, 116 a cruise).
  [
    'football(?: match(?:es)?| games?)?|soccer(?: match(?:es)?| games?)?',
    'football',
    'football|soccer',
    'football',
  ],
  ['mezcal(?: bars?)?|mescal', 'mezcal', 'mezcal|mescal', 'mezcal'],
  ['lucha libre', 'lucha libre', 'lucha libre', 'lucha libre'],
  [
    'elephants?(?: sanctuar(?:y|ies)| camps?| parks?| rides?)?',
    'elephants',
    'elephants?',
    'elephants',
    // Not a bare "elephant": Elephant Pass is a place, its fort no sanctuary.
    'elephant (?:orphanage|sanctuary|nature park|park|camp|transit home|conservation cent(?:re|er)|village)',
  ],
  ['safaris?|game drives?', 'safaris', 'safaris?|game drives?|game reserves?', 'safaris'],
  ['sand dunes|dunes', 'sand dunes', 'dunes', 'dunes', 'dunes?|sand hills?'],
  [
    'biking|bike rides?|cycling|bicycles?|bikes',
    'cycling',
    'cycling|bicycles?|biking|bike (?:paths?|trails?|lanes?|rental|hire)',
    'cycling',
  ],
  [
    'hot springs?|thermal (?:baths?|springs?|spas?)|spas?|onsens?',
    'hot springs and spas',
    'hot springs?|thermal (?:baths?|springs?|spas?)|spas?|onsens?',
    'hot springs or spas',
    'onsen|hot springs?|thermal baths?|thermal springs?|thermae|baths|bathhouse',
  ],
  ['whale ?watching|whales', 'whale watching', 'whale ?watching|whales', 'whale watching'],
  [
    'northern lights|aurora(?: borealis)?',
    'the northern lights',
    'northern lights|aurora',
    'the northern lights',
  ],
  ['puffins?', 'puffins', 'puffins?', 'puffins'],
  [
    'wine (?:tasting|tastings|tours?|country|regions?|estates?|farms?|routes?|valleys?|days?)|wineries|winery|vineyards?|winelands',
    'wine tasting',
    'winelands|wines|winer(?:y|ies)|vineyards?|wine (?:country|tasting|estates?|routes?|cellars?|regions?|areas?|valleys?|growing|producing|making)',
    'vineyards and wine',
  ],
  [
    'steam (?:trains?|railways?|engines?|locomotives?)|heritage (?:railways?|trains?)',
    'steam trains',
    'steam (?:trains?|railways?|locomotives?|engines?)|heritage railways?',
    'steam trains',
    'steam|heritage railways?|railway museum|(?:hill|light|miniature|narrow gauge) railway',
  ],
  [
    'cooking (?:class(?:es)?|courses?|lessons?|schools?)',
    'cooking classes',
    'cooking (?:class(?:es)?|courses?|schools?)',
    'cooking classes',
  ],
  [
    'hammams?|turkish baths?',
    'hammams',
    'hammams?|turkish baths?',
    'hammams',
    'hammams?|hamams?|hamamı|turkish baths?',
  ],
  [
    'horse ?(?:back )?riding|horseback',
    'horse riding',
    'horse ?(?:back )?riding|horseback',
    'horse riding',
  ],
  [
    'cherry blossoms?|sakura|hanami',
    'cherry blossom',
    'cherry blossoms?|sakura|hanami',
    'cherry blossom',
  ],
  [
    'dog ?sledd?(?:ing|ges?)|husky (?:rides?|safaris?|sledd?ing)',
    'dog sledding',
    'dog ?sled(?:ding|ges?|s)?|husk(?:y|ies)',
    'dog sledding',
  ],
  [
    'hot air balloons?|ballooning|balloon rides?',
    'hot-air ballooning',
    'balloons?|ballooning',
    'hot-air balloon rides',
  ],
  // "London 3 days with my twins (4yo), dinosaurs and trains are life" (trav-018): the natural
  // history museum or a dinosaur park by name.
  [
    'dinosaurs?|dinos|fossils?',
    'dinosaurs',
    'dinosaurs?|fossils?',
    'dinosaurs and fossils',
    'dinosaurs?|natural history|fossils?',
  ],
  // "6 days in perth, we love coast walks and whisky" read neither (trav-053).
  [
    'whisk(?:e)?y(?: tastings?| tours?| distiller(?:y|ies))?|distiller(?:y|ies)',
    'whisky distilleries',
    'distiller(?:y|ies)|whisk(?:e)?y',
    'whisky distilleries',
    'distiller(?:y|ies)',
  ],
  [
    'coast(?:al)? (?:walks?|walking|paths?|trails?|hikes?|hiking)|cliff (?:walks?|paths?)',
    'coast walks',
    'coast(?:al)? (?:walks?|paths?|trails?)|cliff (?:walks?|paths?)',
    'coastal walks',
    'coast(?:al)? (?:path|walk|trail|way)|cliff (?:path|walk)',
  ],
  [
    'boat (?:trips?|tours?|rides?)|(?:overnight |river |harbou?r )?cruises?',
    'boat trips',
    'boat (?:trips?|tours?)|cruises?',
    'boat trips or cruises',
  ],
];

export interface ActivityHit {
  /** How the reply names it ("skiing"). */
  activity: string;
  /** The guide text that shows a town offers it, for the repository's regular expression. */
  guide: string;
  /** What that guide text is about, in words ("skiing or snowboarding"). */
  offered: string;
  /** Sight names that serve it, for the repository's regular expression (ACTIVITY_WORDS). */
  names?: string;
  start: number;
  end: number;
}

/** Activities with no kind of place named in a normalised message, each once, in order. */
export function findActivities(text: string): ActivityHit[] {
  const hits: ActivityHit[] = [];
  for (const [pattern, activity, guide, offered, names] of ACTIVITY_WORDS) {
    const re = new RegExp(`\\b(?:${pattern})\\b`, 'g');
    for (let m = re.exec(text); m; m = re.exec(text)) {
      const start = m.index;
      const end = start + m[0].length;
      if (hits.some((h) => start < h.end && end > h.start)) continue;
      hits.push({ activity, guide, offered, ...(names ? { names } : {}), start, end });
    }
  }
  const seen = new Set<string>();
  return hits
    .sort((a, b) => a.start - b.start)
    .filter((h) => !seen.has(h.activity) && seen.add(h.activity));
}

/** Cuisine adjectives count as interests only next to a food word: "Italian food". */
const CUISINES =
  'italian|french|spanish|portuguese|greek|mediterranean|german|british|irish|japanese|chinese|korean|thai|vietnamese|indian|turkish|lebanese|mexican|moroccan|peruvian|brazilian';

export interface Interest {
  /** A category slug of one of the filter trees. */
  category: string;
  tree: CategoryTreeName;
  /** The words of the message it was read from (or "preferences"). */
  word: string;
  /** Further slugs that fit the same wish, for a wider search. */
  related: string[];
}

const MATCHERS = [
  {
    re: new RegExp(`\\b(${CUISINES}) (?:food|cuisine|restaurants?|dishes|places)\\b`, 'g'),
    slugs: (m: RegExpExecArray) => [m[1]!, 'restaurants'],
  },
  ...INTEREST_WORDS.map(([pattern, slugs]) => ({
    re: new RegExp(`\\b(?:${pattern})\\b`, 'g'),
    slugs: () => slugs,
  })),
];

export interface InterestHit {
  interest: Interest;
  start: number;
  end: number;
}

/**
 * Interests named in a normalised message, in the order written, each category once. Returns
 * where each phrase was so the caller can take it out of the text before looking for names.
 */
export function findInterests(text: string): InterestHit[] {
  const hits: InterestHit[] = [];
  const taken: [number, number][] = [];
  for (const { re, slugs } of MATCHERS) {
    re.lastIndex = 0;
    for (let m = re.exec(text); m; m = re.exec(text)) {
      const start = m.index;
      const end = start + m[0].length;
      if (taken.some(([a, b]) => start < b && end > a)) continue;
      const [category, ...related] = slugs(m);
      const tree = categoryTreeOf(category!);
      if (!tree) continue;
      taken.push([start, end]);
      hits.push({ interest: { category: category!, tree, word: m[0], related }, start, end });
    }
  }
  const seen = new Set<string>();
  return hits
    .sort((a, b) => a.start - b.start)
    .filter((h) => !seen.has(h.interest.category) && seen.add(h.interest.category));
}

/** The user's saved preferences (attraction and shopping category slugs) as interests. */
export function interestsFromPreferences(preferences: {
  attractions: string[];
  shopping: string[];
}): Interest[] {
  return [...preferences.attractions, ...preferences.shopping].flatMap((slug) => {
    const tree = categoryTreeOf(slug);
    return tree ? [{ category: slug, tree, word: 'preferences', related: [] }] : [];
  });
}
