import { haversineKm } from '@ai-map/contracts';
import type { PickedPlace } from './place-picker.repository';

/**
 * Parts of one complex are one stop (issue 29): the catalogue keeps the Sistine Chapel, the
 * Gallery of Maps and the Borgia Apartment as sights of their own beside the Vatican Museums, and
 * a day of four of them is one visit, not four stops with a leg between each. The catalogue has
 * no "part of" link, so a part is told by its name and where it lies.
 */

/** A museum or a palace is a complex one enters; its rooms, chapels and ceilings are its parts. */
const CONTAINER_CATEGORIES = new Set(['museums', 'palaces']);
const PART_WORDS =
  /\b(?:chapel|cappella|ceiling|rooms?|stanze|apartments?|hall of|gallery of|courtyard|cortile|staircase|crypt|treasury)\b/i;
/** A part lies within this of its museum or palace, km (the Sistine Chapel: 370 m). */
export const COMPLEX_KM = 0.5;
/** A name that extends another's within this is a part of it ("Sistine Chapel ceiling"), km. */
const NAMESAKE_KM = 0.3;

const isContainer = (place: PickedPlace) =>
  place.categories.some((category) => CONTAINER_CATEGORIES.has(category));
const isPart = (place: PickedPlace) => PART_WORDS.test(place.name);

const folded = (name: string) =>
  name
    .toLowerCase()
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .replace(/^the\s+/, '')
    .trim();

function extendsName(a: PickedPlace, b: PickedPlace): boolean {
  const [x, y] = [folded(a.name), folded(b.name)];
  return x.startsWith(`${y} `) || y.startsWith(`${x} `);
}

/** Whether two sights are parts of one complex (a museum and its chapel, a chapel and its ceiling). */
export function oneComplex(a: PickedPlace, b: PickedPlace): boolean {
  if (a.kind !== 'attraction' || b.kind !== 'attraction') return false;
  const km = haversineKm(a, b);
  if (km <= NAMESAKE_KM && extendsName(a, b)) return true;
  return km <= COMPLEX_KM && ((isContainer(a) && isPart(b)) || (isContainer(b) && isPart(a)));
}

/** One stop: the place visited (a museum or palace when the complex has one) and its parts. */
export interface Complex {
  place: PickedPlace;
  parts: PickedPlace[];
}

/**
 * Adds `place` to the complex among `complexes` it is part of and answers that complex (the
 * museum or palace becomes the stop when the complex had only a part so far), or null when it
 * belongs to none and is a stop of its own.
 */
export function joinComplex(complexes: readonly Complex[], place: PickedPlace): Complex | null {
  // A second museum or palace near a museum's chapel is a visit of its own (the Louvre beside a
  // chapel of another palace), unless it is part of the museum itself.
  const complex = complexes.find((c) =>
    isContainer(place) && isContainer(c.place)
      ? oneComplex(c.place, place)
      : [c.place, ...c.parts].some((p) => oneComplex(p, place)),
  );
  if (!complex) return null;
  if (isContainer(place) && !isContainer(complex.place)) {
    complex.parts.unshift(complex.place);
    complex.place = place;
  } else {
    complex.parts.push(place);
  }
  return complex;
}
