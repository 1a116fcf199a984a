/**
 * OpenStreetMap `shop=` values whose words are not English as a shopper reads it: run together
 * ("doityourself"), shortened ("hifi") or the trade's own ("chemist" is kept, it is English).
 */
const SHOP_TYPE_WORDS: Record<string, string> = {
  doityourself: 'DIY store',
  hifi: 'Hi-fi',
  copyshop: 'Copy shop',
  'e-cigarette': 'E-cigarettes',
  deli: 'Delicatessen',
  second_hand: 'Second-hand',
  mobile_phone: 'Mobile phones',
  houseware: 'Housewares',
  trade: 'Trade supplies',
  frame: 'Picture framing',
  variety_store: 'Variety store',
  car_repair: 'Car repair',
  bag: 'Bags',
  craft: 'Crafts',
  nutrition_supplements: 'Nutrition supplements',
  pawnbroker: 'Pawnbroker',
  fabric: 'Fabrics',
  cosmetics: 'Cosmetics',
};

/** A shop type as people read it: "DIY store" for `doityourself`, "Shoes" for `shoes`. */
export function shopTypeLabel(value: string): string {
  const known = SHOP_TYPE_WORDS[value];
  if (known) return known;
  const words = value.replace(/_/g, ' ').trim();
  return words.charAt(0).toUpperCase() + words.slice(1);
}
