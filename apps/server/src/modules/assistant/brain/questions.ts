import {
  bestTime,
  cityClimate,
  compare,
  costs,
  countryFacts,
  daysNeeded,
  timeDifference,
  whatToEat,
  whereToGo,
} from './destination-questions';
import { placeFacts, searchPlaces, showOnMap } from './place-questions';
import type { Matcher } from './question-helpers';
import { whereToBase } from './base-questions';
import { outOfScope } from './out-of-scope';
import { rainyBackup } from './day-themes';

/**
 * Questions and map moves: climate, costs, comparisons, facts about a place, searches for
 * places, and showing something on the map. Each matcher answers null when the clause is not
 * its kind. They live by kind: questions about a destination in `destination-questions.ts`, about
 * places and the map in `place-questions.ts`.
 */

/** The question matchers, most specific first. */
export const QUESTION_MATCHERS: Matcher[] = [
  outOfScope,
  // Before the climate words: "if it rains that day?" asks for a shelter, not for rainfall.
  rainyBackup,
  // Before the climate and plan words: "keswick or windermere as base?" weighs two towns.
  whereToBase,
  // Before the plan words and the country facts: "how many days do I need in Japan?" is a
  // question, and "time difference" is not a question about one time zone.
  daysNeeded,
  timeDifference,
  whereToGo,
  bestTime,
  whatToEat,
  countryFacts,
  compare,
  cityClimate,
  costs,
  // Before facts: "what's good to eat near the Pantheon" looks for places, not facts.
  searchPlaces,
  placeFacts,
  showOnMap,
];
