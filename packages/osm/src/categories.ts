/**
 * Category trees behind the product's filter trees (spec §3 "Filter trees": attraction,
 * shopping, food, event; nodes have id, name, children). Ids are slugs and unique across all
 * four trees, so a slug alone identifies a category. Records carry a leaf and its ancestors
 * (most specific first), computed from these trees by `withAncestors`.
 */

export interface CategoryNode {
  id: string;
  name: string;
  children: CategoryNode[];
}

export type CategoryTreeName = 'attraction' | 'shopping' | 'food' | 'event';

const c = (id: string, name: string, children: CategoryNode[] = []): CategoryNode => ({
  id,
  name,
  children,
});

/** `sights`, `museums` and `architecture` are shared with the Wikidata import: keep the ids. */
const attraction: CategoryNode[] = [
  c('sights', 'Sights', [c('viewpoints', 'Viewpoints'), c('squares', 'Squares')]),
  c('museums', 'Museums and galleries', [c('galleries', 'Galleries')]),
  c('architecture', 'Architecture', [
    c('towers', 'Towers'),
    c('skyscrapers', 'Skyscrapers'),
    c('lighthouses', 'Lighthouses'),
    c('city-gates', 'City gates'),
    c('windmills', 'Windmills'),
  ]),
  c('history', 'History', [
    c('castles', 'Castles'),
    c('palaces', 'Palaces'),
    c('forts', 'Forts'),
    c('monuments', 'Monuments'),
    c('memorials', 'Memorials'),
    c('ruins', 'Ruins'),
    c('archaeological-sites', 'Archaeological sites'),
    c('historic-sites', 'Other historic sites'),
  ]),
  c('religion', 'Religion', [
    c('churches', 'Churches'),
    c('cathedrals', 'Cathedrals'),
    c('mosques', 'Mosques'),
    c('synagogues', 'Synagogues'),
    c('temples', 'Temples'),
    c('monasteries', 'Monasteries'),
    c('shrines', 'Shrines'),
  ]),
  c('nature', 'Nature', [
    c('beaches', 'Beaches'),
    c('peaks', 'Peaks'),
    c('volcanoes', 'Volcanoes'),
    c('waterfalls', 'Waterfalls'),
    c('caves', 'Caves'),
    c('nature-reserves', 'Nature reserves'),
  ]),
  c('parks', 'Parks', [c('gardens', 'Gardens'), c('botanical-gardens', 'Botanical gardens')]),
  c('entertainment', 'Entertainment', [
    c('theatres', 'Theatres'),
    c('cinemas', 'Cinemas'),
    c('theme-parks', 'Theme parks'),
    c('water-parks', 'Water parks'),
    c('casinos', 'Casinos'),
    c('nightclubs', 'Nightclubs'),
    c('stadiums', 'Stadiums'),
  ]),
  c('art', 'Art', [c('artworks', 'Artworks'), c('arts-centres', 'Arts centres')]),
  c('family', 'Family', [c('zoos', 'Zoos'), c('aquariums', 'Aquariums')]),
];

const shopping: CategoryNode[] = [
  c('food-and-drink', 'Food and drink', [
    c('supermarkets', 'Supermarkets'),
    c('convenience-stores', 'Convenience stores'),
    c('bakeries', 'Bakeries'),
    c('butchers', 'Butchers'),
    c('delicatessens', 'Delicatessens'),
    c('wine-and-spirits', 'Wine and spirits'),
    c('sweets-and-chocolate', 'Sweets and chocolate'),
    c('coffee-and-tea', 'Coffee and tea'),
  ]),
  c('fashion-and-accessories', 'Fashion and accessories', [
    c('clothing', 'Clothing'),
    c('shoes', 'Shoes'),
    c('jewellery-and-watches', 'Jewellery and watches'),
    c('bags-and-leather', 'Bags and leather'),
  ]),
  c('souvenirs-and-gifts', 'Souvenirs and gifts', [
    c('souvenirs', 'Souvenirs'),
    c('gifts', 'Gifts'),
    c('antiques', 'Antiques'),
    c('arts-and-crafts', 'Arts and crafts'),
  ]),
  c('markets', 'Markets and shopping centres', [
    c('marketplaces', 'Marketplaces'),
    c('shopping-centres', 'Shopping centres and department stores'),
  ]),
  c('books-and-music', 'Books and music', [
    c('bookshops', 'Bookshops'),
    c('music-shops', 'Music and instruments'),
    c('newsagents', 'Newsagents and kiosks'),
  ]),
  c('electronics', 'Electronics', [
    c('mobile-phones', 'Mobile phones'),
    c('computers', 'Computers'),
    c('electronics-shops', 'Electronics shops'),
  ]),
  c('health-and-beauty', 'Health and beauty', [
    c('drugstores', 'Drugstores'),
    c('cosmetics', 'Cosmetics and perfume'),
    c('hairdressers-and-beauty', 'Hairdressers and beauty salons'),
    c('opticians', 'Opticians'),
  ]),
  c('home', 'Home and garden', [
    c('furniture', 'Furniture'),
    c('hardware', 'Hardware and DIY'),
    c('florists', 'Florists and garden centres'),
    c('interior', 'Interior and household'),
  ]),
  c('outdoor-and-sports', 'Outdoor and sports', [
    c('sports-shops', 'Sports shops'),
    c('outdoor-shops', 'Outdoor equipment'),
    c('bicycle-shops', 'Bicycles'),
  ]),
  c('other-shops', 'Other shops'),
];

/** A cuisine group: the children are cuisine slugs (OSM `cuisine=` values, `_` → `-`). */
const cuisine = (id: string, name: string, slugs: Record<string, string>): CategoryNode =>
  c(
    id,
    name,
    Object.entries(slugs).map(([slug, label]) => c(slug, label)),
  );

const food: CategoryNode[] = [
  c('places-to-eat', 'Places to eat', [
    c('restaurants', 'Restaurants'),
    c('cafes', 'Cafés'),
    c('fast-food', 'Fast food'),
    c('ice-cream-parlours', 'Ice cream parlours'),
    c('food-courts', 'Food courts'),
  ]),
  c('places-to-drink', 'Bars and pubs', [
    c('bars', 'Bars'),
    c('pubs', 'Pubs'),
    c('beer-gardens', 'Beer gardens'),
  ]),
  c('cuisines', 'Cuisines', [
    cuisine('local-cuisine', 'Local cuisine', { regional: 'Regional' }),
    cuisine('european-cuisines', 'European', {
      italian: 'Italian',
      french: 'French',
      spanish: 'Spanish',
      portuguese: 'Portuguese',
      greek: 'Greek',
      mediterranean: 'Mediterranean',
      maltese: 'Maltese',
      german: 'German',
      austrian: 'Austrian',
      swiss: 'Swiss',
      british: 'British',
      irish: 'Irish',
      danish: 'Danish',
      scandinavian: 'Scandinavian',
      belgian: 'Belgian',
      dutch: 'Dutch',
      polish: 'Polish',
      czech: 'Czech',
      hungarian: 'Hungarian',
      russian: 'Russian',
      georgian: 'Georgian',
      balkan: 'Balkan',
    }),
    cuisine('asian-cuisines', 'Asian', {
      asian: 'Asian',
      chinese: 'Chinese',
      japanese: 'Japanese',
      korean: 'Korean',
      thai: 'Thai',
      vietnamese: 'Vietnamese',
      indian: 'Indian',
      nepalese: 'Nepalese',
      pakistani: 'Pakistani',
      indonesian: 'Indonesian',
      malaysian: 'Malaysian',
      singaporean: 'Singaporean',
      filipino: 'Filipino',
    }),
    cuisine('middle-eastern-cuisines', 'Middle Eastern', {
      'middle-eastern': 'Middle Eastern',
      turkish: 'Turkish',
      lebanese: 'Lebanese',
      arab: 'Arab',
      persian: 'Persian',
      israeli: 'Israeli',
    }),
    cuisine('african-cuisines', 'African', {
      african: 'African',
      moroccan: 'Moroccan',
      ethiopian: 'Ethiopian',
    }),
    cuisine('american-cuisines', 'The Americas', {
      american: 'American',
      mexican: 'Mexican',
      'tex-mex': 'Tex-Mex',
      'latin-american': 'Latin American',
      brazilian: 'Brazilian',
      argentinian: 'Argentinian',
      peruvian: 'Peruvian',
      caribbean: 'Caribbean',
    }),
    cuisine('world-cuisines', 'International', { international: 'International' }),
    cuisine('dishes', 'Dishes', {
      pizza: 'Pizza',
      pasta: 'Pasta',
      burger: 'Burgers',
      kebab: 'Kebab',
      sushi: 'Sushi',
      noodle: 'Noodles',
      seafood: 'Seafood',
      fish: 'Fish',
      'fish-and-chips': 'Fish and chips',
      'steak-house': 'Steak house',
      barbecue: 'Barbecue',
      grill: 'Grill',
      chicken: 'Chicken',
      sandwich: 'Sandwiches',
      'hot-dog': 'Hot dogs',
      tapas: 'Tapas',
      crepe: 'Crêpes',
      breakfast: 'Breakfast',
      bagel: 'Bagels',
      donut: 'Doughnuts',
      cake: 'Cakes',
      'ice-cream': 'Ice cream',
      'frozen-yogurt': 'Frozen yogurt',
      'coffee-shop': 'Coffee',
      tea: 'Tea',
      juice: 'Juice',
      friture: 'Friture',
      curry: 'Curry',
      soup: 'Soup',
      salad: 'Salads',
    }),
    cuisine('diets', 'Diets', {
      vegetarian: 'Vegetarian',
      vegan: 'Vegan',
      halal: 'Halal',
      kosher: 'Kosher',
    }),
  ]),
  c('dish-types', 'Dish types', [
    c('main-courses', 'Main courses'),
    c('coffee-and-cakes', 'Coffee and cakes'),
    c('desserts', 'Desserts'),
    c('drinks', 'Drinks'),
    c('snacks', 'Snacks and street food'),
  ]),
];

/** `public-holidays` and `observances` are filled by the date-holidays import: keep the ids. */
const event: CategoryNode[] = [
  c('public-holidays', 'Public holidays'),
  c('observances', 'Observances'),
  c('festivals', 'Festivals', [
    c('music-festivals', 'Music festivals'),
    c('film-festivals', 'Film festivals'),
    c('food-festivals', 'Food and drink festivals'),
    c('cultural-festivals', 'Cultural festivals and carnivals'),
  ]),
  c('concerts', 'Concerts'),
  c('exhibitions', 'Exhibitions', [c('trade-fairs', 'Trade fairs')]),
  c('sports-events', 'Sport'),
  c('fairs-and-markets', 'Fairs and markets', [c('christmas-markets', 'Christmas markets')]),
  c('performances', 'Performances'),
];

export const categoryTrees: Readonly<Record<CategoryTreeName, readonly CategoryNode[]>> = {
  attraction,
  shopping,
  food,
  event,
};

interface Entry {
  node: CategoryNode;
  tree: CategoryTreeName;
  parent: string | null;
}

const index = new Map<string, Entry>();
for (const tree of Object.keys(categoryTrees) as CategoryTreeName[]) {
  const visit = (nodes: readonly CategoryNode[], parent: string | null) => {
    for (const node of nodes) {
      if (index.has(node.id)) throw new Error(`category id "${node.id}" is used twice`);
      index.set(node.id, { node, tree, parent });
      visit(node.children, node.id);
    }
  };
  visit(categoryTrees[tree], null);
}

export function findCategory(slug: string): CategoryNode | undefined {
  return index.get(slug)?.node;
}

/** Which tree a slug belongs to, or undefined for an unknown slug. */
export function categoryTreeOf(slug: string): CategoryTreeName | undefined {
  return index.get(slug)?.tree;
}

/** The slug followed by its ancestors up to the tree's root, e.g. castles → [castles, history]. */
export function withAncestors(slug: string): string[] {
  const path: string[] = [];
  for (
    let entry = index.get(slug);
    entry;
    entry = entry.parent ? index.get(entry.parent) : undefined
  ) {
    path.push(entry.node.id);
  }
  if (path.length === 0) throw new Error(`unknown category "${slug}"`);
  return path;
}

/** Every slug of a tree, depth first. */
export function categorySlugs(tree: CategoryTreeName): string[] {
  return [...index.values()].filter((entry) => entry.tree === tree).map((entry) => entry.node.id);
}
