import type { FilterNode, FilterTrees } from '@ai-map/contracts';

export const node = (id: string, children: FilterNode[] = [], name = id): FilterNode => ({
  id,
  name,
  children,
});

const root = (id: string, children: FilterNode[], name = id) => node(id, children, name);

/** A small `GET filter/tree/` answer shaped like the server's. */
export function sampleTrees(): FilterTrees {
  const countries = (names: string[]) => names.map((name) => node(name.toLowerCase(), [], name));
  return {
    attraction: root('attraction', [node('history', [node('castles')])], 'Attractions'),
    shopping: root('shopping', [node('markets')], 'Shopping'),
    food: root(
      'food',
      [
        node('places-to-eat', [node('restaurants'), node('cooking_style')]),
        node('cuisines', [node('european-cuisines', [node('italian'), node('maltese')])]),
        node('dish-types', [
          node('main-courses', [], 'Main courses'),
          node('drinks', [], 'Drinks'),
        ]),
        node('cooking_style', [node('grilled')]),
      ],
      'Food and drinks',
    ),
    event: root('event', [node('concerts')], 'Events'),
    country_filter: {
      SouthernEurope: node('SouthernEurope', countries(['Malta', 'Italy']), 'Southern Europe'),
      EastAsia: node('EastAsia', countries(['Japan']), 'East Asia'),
      Empty: node('Empty', [], 'Nowhere Land'),
      WesternAsia: node('WesternAsia', countries(['Georgia', 'Armenia']), 'Western Asia'),
      SouthAmerica: node('SouthAmerica', countries(['Peru']), 'South America'),
    },
    type_of_terrain: root('type_of_terrain', [node('coastal'), node('island')], 'Type of terrain'),
    climate: root('climate', [node('cold'), node('warm'), node('hot')], 'Climate'),
    season: root('season', [node('1', [], 'January'), node('7', [], 'July')], 'Season'),
    cost_and_expenses: root(
      'cost_and_expenses',
      [node('0-500'), node('1500-')],
      'Costs and expenses',
    ),
    other: root('other', [node('local_culture'), node('capital')], 'Other'),
    friendly: root('friendly', [], 'Friendly'),
    traffic: root('traffic', [], 'Traffic'),
  };
}
