/*
 * What a geotagged article is, from its title's words and its {{coord}} type: a sight of the
 * catalogue's categories with a prior (docs/data.md, "Sights from Wikipedia"), or nothing.
 */

/** What a title says a sight is: the catalogue's category slugs, a type label and a prior. */
export interface SightClass {
  /** Most specific first, as the category trees give them (packages/osm categories.ts). */
  categories: string[];
  type: string;
  /**
   * How much more a guidebook cares about this kind of sight than about a plain one, −1 to 1.5: a
   * cathedral, a palace or a famous square before a private gallery (docs/data.md, "Rating").
   */
  prior: number;
}

const cls = (categories: string[], type: string, prior: number): SightClass => ({
  categories,
  type,
  prior,
});

/**
 * A case-insensitive pattern of whole words (letters of any script: `\b` knows ASCII only, so
 * "Sé" or "église" would never match it), plus optional title endings ("-ji" of Japanese temples).
 */
function words(alternatives: string, endings?: string): RegExp {
  const whole = String.raw`(?<![\p{L}\p{N}])(?:${alternatives})(?![\p{L}\p{N}])`;
  return new RegExp(endings ? `${whole}|(?:${endings})` : whole, 'iu');
}

/**
 * Title words that name a sight, in the languages that name them, first match wins (so "Castle
 * Museum" is a museum only when no earlier rule matches: order goes from the most telling words
 * to the least). Whole words, case-insensitive, on the title without its "(disambiguation)".
 */
const SIGHT_WORDS: [RegExp, SightClass][] = [
  [
    words(
      String.raw`archaeological(?!\s+(museum|institute|society|survey|collection))|necropolis|acropolis|agora|forum romanum|roman forum|amphitheat(re|er)|colosseum|aqueduct|pyramids?|ruins`,
    ),
    cls(['archaeological-sites', 'history'], 'Archaeological site', 1),
  ],
  [
    words(String.raw`cathedral|duomo|minster|cathédrale|catedral|kathedrale|katedrála|katedra|sé`),
    cls(['cathedrals', 'religion'], 'Cathedral', 1.2),
  ],
  [
    words(String.raw`basilica|basilique|basílica|bazilika`),
    cls(['churches', 'religion'], 'Basilica', 1),
  ],
  [
    words(
      String.raw`palace|palazzo|palais|palast|palacio|palácio|palau|pałac|palác|reggia|schloss|residenz|alcázar|alcazar|saray[ıi]?|mahal|kremlin`,
      // Korean palaces end in "-gung" (Gyeongbokgung, Deoksugung), written as one word.
      String.raw`^\p{L}{4,}gung$`,
    ),
    // A city has one or two palaces a guidebook prints and dozens of noble town houses (Rome's
    // palazzi, Vienna's palais); the famous ones are in the castles list, which lifts them to
    // FAMOUS_PALACE_PRIOR (places.ts), so a palace known only by its article starts lower.
    cls(['palaces', 'history'], 'Palace', 0.6),
  ],
  [
    words(
      String.raw`castle|castello|château|chateau|burg|castillo|castelo|hrad|zamek|citadel|citadelle|alcazaba|kasbah`,
      String.raw`-jō$`,
    ),
    cls(['castles', 'history'], 'Castle', 1.1),
  ],
  [
    words(
      String.raw`fort|fortress|fortezza|festung|fortaleza|qila|bastion|bastille|fortifications|city walls|walls of`,
    ),
    cls(['forts', 'history'], 'Fort', 0.9),
  ],
  [words(String.raw`mosque|masjid|camii|cami|jami`), cls(['mosques', 'religion'], 'Mosque', 0.9)],
  [
    words(String.raw`synagogue|synagoga|sinagoga`),
    cls(['synagogues', 'religion'], 'Synagogue', 0.6),
  ],
  [
    words(String.raw`shrine|jinja|taisha|jingū|jingu`, String.raw`-gū$`),
    cls(['shrines', 'religion'], 'Shrine', 0.9),
  ],
  [
    words(
      String.raw`temple|wat|mandir|pagoda|stupa|gurdwara|chedi|candi|pura|dzong|gompa|tempio|prasat`,
      // Japanese temples and their halls: Kinkaku-ji, Kiyomizu-dera, Chion-in, Sanjūsangen-dō.
      // "Prasat" is the Khmer and Thai temple tower (Prasat Kravan at Angkor, Prasat Hin Phimai).
      String.raw`-(ji|dera|in|dō)$`,
    ),
    cls(['temples', 'religion'], 'Temple', 0.9),
  ],
  [
    words(
      String.raw`monastery|abbey|priory|friary|convent|kloster|mosteiro|monasterio|lavra|charterhouse|certosa`,
    ),
    cls(['monasteries', 'religion'], 'Monastery', 0.7),
  ],
  [
    words(
      String.raw`church|chapel|kirche|église|iglesia|chiesa|igreja|kostel|kościół|oratory|sanctuary|santuario|baptistery|baptistry|battistero|campanile`,
      // German names a church in one word: Karlskirche, Frauenkirche, Votivkirche.
      String.raw`\p{L}{3,}(kirche|kapelle)$`,
    ),
    cls(['churches', 'religion'], 'Church', 0.3),
  ],
  [
    words(
      String.raw`square|plaza (de|del|mayor|san|santa)|piazza|piazzale|platz|plaça|praça|chowk|náměstí|namesti|plac|meydanı|maidan|rynek|trg|zócalo|place de la|place du|place des`,
    ),
    cls(['squares', 'sights'], 'Square', 0.6),
  ],
  [words(String.raw`bridge|ponte|pont|brücke|puente|most|köprüsü`), cls(['sights'], 'Bridge', 0.4)],
  [
    // German "Tor" after its adjective (Brandenburger Tor), not the Arabic town El Tor in Sinai
    // (trav-136 planned it for Hurghada as a "city gate") nor Glastonbury Tor, a hill.
    words(String.raw`gate|gateway|porta|puerta|porte|\p{L}+er tor|torii|darwaza|mon`),
    cls(['city-gates', 'architecture'], 'Gate', 0.6),
  ],
  [
    words(
      String.raw`mausoleum|tomb|türbe|maqbara|rauza|statue|column|obelisk|monument|arc de triomphe|triumphal arch|arch of|terrace of the|fountain|fontana|minar|minaret|stepwell|baoli|cistern`,
    ),
    cls(['monuments', 'history'], 'Monument', 0.6),
  ],
  [words(String.raw`memorial|cenotaph|mémorial`), cls(['memorials', 'history'], 'Memorial', 0.4)],
  [
    words(String.raw`museum|museo|musée|muzeum|museu|pinacoteca|kunsthalle|hermitage|rijksmuseum`),
    cls(['museums'], 'Museum', 0.7),
  ],
  [
    words(String.raw`gallery|galleria|galerie|galería`),
    cls(['galleries', 'museums'], 'Gallery', 0.2),
  ],
  [
    words(String.raw`theme park|amusement park|disneyland|disneysea|universal studios`),
    cls(['theme-parks', 'entertainment'], 'Theme park', 0.6),
  ],
  [
    // Film sets kept for visitors: the Hobbiton Movie Set, the Warner Bros. Studio Tour.
    words(String.raw`movie set|film set|studio tour`),
    cls(['entertainment'], 'Film set', 0.5),
  ],
  [
    words(String.raw`botanic|botanical|arboretum`),
    cls(['botanical-gardens', 'parks'], 'Botanical garden', 0.6),
  ],
  [
    words(String.raw`garden|gardens|giardino|jardin|jardín|jardim|garten|gärten`),
    cls(['gardens', 'parks'], 'Garden', 0.6),
  ],
  [words(String.raw`park|parque|parc|parco|national park|gardens`), cls(['parks'], 'Park', 0.5)],
  [
    words(
      String.raw`market|bazaar|bazar|mercado|mercat|marché|markt|mercato|souk|çarşı|çarşısı|halle`,
    ),
    cls(['sights'], 'Market', 0.7),
  ],
  [
    words(
      String.raw`old town|old city|historic cent(re|er)|medina|stare miasto|staré město|altstadt|(gothic|jewish|latin|french|christian|armenian|muslim|old) quarter|barri gòtic|hanok village|folk village|mural village`,
    ),
    cls(['historic-sites', 'history'], 'Historic quarter', 1),
  ],
  [
    words(String.raw`opera house|opera|theatre|theater|teatro|théâtre|concert hall|philharmonic`),
    cls(['theatres', 'entertainment'], 'Theatre', 0.4),
  ],
  [
    // Bathhouses travellers visit: Széchenyi Thermal Bath, the Baths of Caracalla, Dōgo Onsen.
    // Not "hammam": as many towns are named so (Hammam Chott, Hamam al-Alil).
    words(String.raw`thermal baths?|(?<!swimming )baths|bathhouse|onsen`),
    cls(['sights'], 'Baths', 0.5),
  ],
  [words(String.raw`zoo|zoological`), cls(['zoos', 'family'], 'Zoo', 0.5)],
  [words(String.raw`aquarium|oceanarium`), cls(['aquariums', 'family'], 'Aquarium', 0.5)],
  [words(String.raw`beach|playa|praia|plage|spiaggia`), cls(['beaches', 'nature'], 'Beach', 0.5)],
  [
    words(String.raw`falls|waterfall|cascade|cascada`),
    cls(['waterfalls', 'nature'], 'Waterfall', 0.6),
  ],
  [words(String.raw`cave|caves|grotto|grotta|cueva`), cls(['caves', 'nature'], 'Cave', 0.5)],
  [words(String.raw`glacier|gletscher`), cls(['nature'], 'Glacier', 0.3)],
  [words(String.raw`lighthouse`), cls(['lighthouses', 'architecture'], 'Lighthouse', 0.3)],
  [
    words(String.raw`viewpoint|lookout|belvedere|mirador|miradouro`),
    cls(['viewpoints', 'sights'], 'Viewpoint', 0.5),
  ],
  [
    words(String.raw`cemetery|cimetière|cimitero|cementerio|cemitério|friedhof|hřbitov`),
    cls(['historic-sites', 'history'], 'Cemetery', 0.3),
  ],
  [
    words(
      String.raw`town hall|city hall|capitol|parliament building|rathaus|hôtel de ville|radnice|ayuntamiento|municipio|parliament building`,
    ),
    cls(['architecture'], 'Historic building', 0.5),
  ],
  [words(String.raw`wall`), cls(['sights'], 'Wall', 0.5)],
  [
    words(
      String.raw`tower|torre|tour|turm|věž|skytree|space needle|fernsehturm|tv tower|television tower`,
    ),
    cls(['towers', 'architecture'], 'Tower', 0),
  ],
  [
    words(String.raw`street|avenue|boulevard|promenade|rambla|champs|canal|embankment|bund|ghat`),
    cls(['sights'], 'Street', 0.2),
  ],
  [
    words(String.raw`library|bibliothèque|biblioteca|bibliothek`),
    cls(['architecture'], 'Library', 0.2),
  ],
  [
    words(String.raw`house|villa|haus|casa|maison`),
    cls(['historic-sites', 'history'], 'Historic house', 0.2),
  ],
  [
    words(String.raw`stadium|arena|stadion|estadio`),
    cls(['stadiums', 'entertainment'], 'Stadium', 0),
  ],
];

/** {{coord}} types that are sights by themselves, when no title word classifies the article. */
const COORD_TYPE_CLASSES: Record<string, SightClass> = {
  mountain: cls(['peaks', 'nature'], 'Peak', 0.3),
  glacier: cls(['nature'], 'Glacier', 0.3),
  waterbody: cls(['nature'], 'Lake', 0.2),
  forest: cls(['nature-reserves', 'nature'], 'Forest', 0.1),
  // Typed "landmark" and named by no sight word: organisations, broadcasters and incidents are
  // typed so too (SOURCE.md), so such an article needs more fame than a named sight to rank.
  landmark: cls(['sights'], 'Landmark', -0.6),
  building: cls(['architecture'], 'Landmark', -0.6),
  church: cls(['churches', 'religion'], 'Church', 0.3),
  temple: cls(['temples', 'religion'], 'Temple', 0.9),
  park: cls(['parks'], 'Park', 0.5),
};

/** {{coord}} types of landforms, and the words that name one ("Pyramid Peak", "Castle Rock"). */
const NATURE_TYPES = new Set(['mountain', 'waterbody', 'glacier']);
const LANDFORM = words(
  String.raw`peak|lake|rock|rocks|hill|mountain|mount|mt|butte|spire|crag|dome|pinnacle|needle|knob|ridge|bluff|point|glacier|pond|reservoir`,
);

/**
 * Articles that are not a sight whatever they are named: settlements, administrative areas,
 * transport, schools, events and organisations ({{coord}} types), and titles that name lists,
 * events, organisations, companies, clubs and institutions.
 */
const NOT_SIGHT_TYPES = new Set([
  'city',
  'railwaystation',
  'edu',
  'adm1st',
  'adm2nd',
  'adm3rd',
  'river',
  'isle',
  'island',
  'event',
  'incident',
  'country',
  'airport',
  'town',
  'village',
  'settlement',
  'school',
  'university',
  'county',
  'township',
  'district',
  'region',
  'regency',
  'pass',
  'valley',
  'street',
]);

/**
 * Titles of no sight: events, institutions, transport works, administrative units. The endings:
 * a road or rail tunnel ("Roki Tunnel", typed mountain for its pass, was planned as a peak in
 * South Ossetia: trav-041), except the tunnels visitors walk through or visit as museums
 * (Western Wall, Greenwich foot, glow-worm, Sarajevo's Tunnel of Hope, Malinta on Corregidor);
 * and "… Division" (an army division, a Grama Niladhari division: trav-023).
 */
const NOT_SIGHT_TITLE = words(
  String.raw`stolpersteine|battle|siege|assassination|bombings?|attacks?|massacre|shootings?|riots?|incident|collapse|conference|commission|murders?|killings?|death|kidnapping|hijacking|earthquake|fire of|explosion|crash|disaster|flood|election|treaty|protests?|uprising|revolution|championships?|olympics|world cup|grand prix|festival|marathon|tournament|archdiocese|diocese|eparchy|parish|deanery|university|college|conservatory|conservatoire|academy|court|association|school|hospital|clinic|station|airport|airfield|air base|railway|metro|subway|light rail|tram|line|interchange|motorway|highway|route|f\.c\.|fc|football|club|team|company|corporation|inc\.|ltd|plc|bank|group|headquarters|embassy|consulate|ministry|council|constituency|district|ward|municipality|borough|county|province|prefecture|(?<!hanok |folk |mural )village|suburb|neighbou?rhood|hotel|resort|prison|(processing|detention) cent(re|er)|flight|airlines?|police|armed forces|research|(?<!art )institute(?! of art)|sports city|motorsport|power station|power plant|reservoir|factory|brewery|shopping mall|mall|office|(?<!parliament |capitol )building|tower block|apartments|residences|condominium|trade cent(re|er)|financial cent(re|er)|business park|expressway|ring road`,
  String.raw`^(lists?|index|outline|history|geography|timeline|demographics|economy|culture|transport|architecture|music) of\b|^\d{3,4}s?\b|\b\d{4}$|(?<!\sof)\sfire$|(?<!\b(?:foot|pedestrian|wall|glow worm|sightseeing|bund|time|palace|sarajevo|malinta)) tunnel$|\sdivision$`,
);

/**
 * The sight class of an article, or null when it is not a sight or cannot be classified (it is
 * then left out). Title words win over the {{coord}} type ("Prague Castle" is typed landmark).
 */
export function classifyArticle(title: string, coordType: string): SightClass | null {
  if (NOT_SIGHT_TYPES.has(coordType)) return null;
  // "Natural History Museum, Prague": what follows the comma says where, not what.
  const name = sightName(title).replace(/,[^,]*$/, '');
  if (NOT_SIGHT_TITLE.test(name)) return null;
  // "Pyramid Lake", "Castle Rock", "Cathedral Peak": a landform named for its shape is the
  // landform its {{coord}} type says, not a pyramid, castle or cathedral.
  if (NATURE_TYPES.has(coordType) && LANDFORM.test(name)) return COORD_TYPE_CLASSES[coordType]!;
  for (const [words, sight] of SIGHT_WORDS) if (words.test(name)) return sight;
  // Wikipedia tells a name apart by what the place is: "Stradun (street)", "Kailash (temple)".
  // Only such a class word in lower case counts: "Musamman Burj (Agra Fort)" names the complex
  // it is a part of, and "(Pamphylia)" a region.
  const kind = typeDisambiguator(title);
  // "Forbidden City (nightclub)": the disambiguator says it is no sight, whatever its type. Not
  // so a prison, a district or a hotel: Robben Island (prison), Ostia Antica (district) and the
  // Bellagio (resort) are sights, left to their {{coord}} type below.
  if (kind && NOT_SIGHT_KIND.test(kind)) return null;
  if (kind && !NOT_SIGHT_TITLE.test(kind)) {
    for (const [words, sight] of SIGHT_WORDS) if (words.test(kind)) return sight;
    if (PEAK_KIND.test(kind)) return COORD_TYPE_CLASSES.mountain!;
  }
  return COORD_TYPE_CLASSES[coordType] ?? null;
}

/**
 * The disambiguator of a title when it says what the place is ("street", "archaeological site"):
 * at most three words, all in lower case (a capital names a place: "(Agra Fort)", "(Pamphylia)").
 */
function typeDisambiguator(title: string): string | null {
  const match = /\(([^()]+)\)\s*$/.exec(title);
  if (!match) return null;
  const words = match[1]!.trim().split(/\s+/);
  return words.length <= 3 && words.every((word) => /^\p{Ll}/u.test(word)) ? words.join(' ') : null;
}

/** "Abu Qubays (mountain)": a peak, as the {{coord}} type "mountain" would say. */
const PEAK_KIND = words(String.raw`mountain|hill|volcano|peak`);

/**
 * Disambiguators that say the article is no sight (a nightclub, a restaurant, a ship) or whose
 * sight word is about something else (a fashion house, a solar park).
 */
const NOT_SIGHT_KIND = words(
  String.raw`fashion|magazine|solar|science park|public house|night ?club|bar|pub|restaurant|band|album|song|film|novel|company|brand|store|shop|(?<!museum |replica )ship|radio station|football|sports club|festival`,
);

/** The article's name as the catalogue shows it: the title without "(disambiguation)". */
export function sightName(title: string): string {
  return title.replace(/\s*\([^)]*\)\s*$/, '') || title;
}
