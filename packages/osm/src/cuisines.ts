import { categoryTreeOf } from './categories';
import { tagTable } from './tag-table';

/**
 * `cuisine=` values → cuisine slugs of the food tree. Values are split on ";" (the OSM
 * separator) and also on "," and "&", which mappers use too; each part is lower-cased with
 * spaces and "_" turned into "-". Parts that are neither a slug of the tree nor an alias below
 * are dropped: a record never carries a slug the filters do not know.
 */
export const CUISINE_ALIASES: ReadonlyMap<string, string> = tagTable({
  local: 'regional',
  'regional-home-made': 'regional',
  traditional: 'regional',
  steak: 'steak-house',
  coffee: 'coffee-shop',
  noodles: 'noodle',
  ramen: 'noodle',
  burgers: 'burger',
  hamburger: 'burger',
  sandwiches: 'sandwich',
  bbq: 'barbecue',
  fusion: 'international',
  'frozen-yoghurt': 'frozen-yogurt',
  doughnut: 'donut',
  cakes: 'cake',
  crepes: 'crepe',
  brunch: 'breakfast',
  nordic: 'scandinavian',
  pakistan: 'pakistani',
  mediterranian: 'mediterranean',
  portugese: 'portuguese',
  'italian-pizza': 'pizza',
  shawarma: 'kebab',
  doner: 'kebab',
  gyros: 'greek',
  cantonese: 'chinese',
  sichuan: 'chinese',
  'dim-sum': 'chinese',
  cuban: 'latin-american',
  'ice-cream-parlour': 'ice-cream',
  speiseeis: 'ice-cream',
  italienisch: 'italian',
});

export function parseCuisines(value: string | undefined): string[] {
  if (value === undefined) return [];
  const slugs: string[] = [];
  for (const part of value.split(/[;,&]/)) {
    const normal = part
      .trim()
      .toLowerCase()
      .replace(/[\s_]+/g, '-')
      .replace(/^-+|-+$/g, '');
    const slug = CUISINE_ALIASES.get(normal) ?? normal;
    if (categoryTreeOf(slug) === 'food' && !slugs.includes(slug)) slugs.push(slug);
  }
  return slugs;
}
