import { ASKED_TRANSPORT_RULES } from '../../planner/itinerary/asked-transport';
import type { TransportReply } from './reply-types';
import { plural, TRANSPORT_WORDS } from './reply-words';

const VEHICLE: Partial<Record<TransportReply['mode'], string>> = {
  railroads: 'a train',
  car: 'a car',
  bus: 'a bus',
};

const asThey = (n: number) => (n === 1 ? 'it was' : 'they were');

/**
 * What a transport asked for every leg did besides (issue 29), each sentence only when it
 * happened and with the planner's own thresholds: "2 legs of 1.5 km or less go on foot."
 */
export function transportNotes(input: TransportReply): string[] {
  const rules = ASKED_TRANSPORT_RULES;
  const notes: string[] = [];
  const { onFoot = 0, tooShort = 0, tooFar = 0, water = 0, noRail = 0, noStation = 0 } = input;
  if (onFoot && input.mode !== 'walk')
    notes.push(
      `${plural(onFoot, 'leg')} of ${rules.walkKm} km or less ${onFoot === 1 ? 'goes' : 'go'} on foot.`,
    );
  if (tooShort)
    notes.push(
      input.mode === 'airlines'
        ? `I left ${plural(tooShort, 'leg')} under ${rules.airMinKm} km as ${asThey(tooShort)}: too short to fly.`
        : `I left ${plural(tooShort, 'leg')} under ${rules.railMinKm} km as ${asThey(tooShort)}: a train runs between towns.`,
    );
  if (tooFar)
    notes.push(
      `I left ${plural(tooFar, 'leg')} over ${rules.longestWalkKm} km as ${asThey(tooFar)}: too far to walk.`,
    );
  if (water)
    notes.push(
      // What the planner knows is the straight line, not the roads and railways round a gulf:
      // "a train cannot cross it" was untrue of Haiphong–Huế (trav-007).
      `I left ${plural(water, 'leg')} as ${asThey(water)}: ${water === 1 ? 'its straight line runs' : 'their straight lines run'} over the sea, so I kept the ferry or flight (my data can't tell whether ${VEHICLE[input.mode] ?? 'one'} goes round by land).`,
    );
  if (noRail)
    notes.push(
      `I left ${plural(noRail, 'leg')} as ${asThey(noRail)}: no passenger trains run in that country.`,
    );
  if (noStation)
    notes.push(
      `I left ${plural(noStation, 'leg')} as ${asThey(noStation)}: I know of no railway station near ${noStation === 1 ? 'one of its ends' : 'one end of each'}.`,
    );
  return notes;
}

/** Why no leg took the transport asked, from what the legs were. */
export function whyNoLeg(input: TransportReply): string {
  const close = (input.onFoot ?? 0) + (input.tooShort ?? 0) > 0;
  const far = (input.tooFar ?? 0) > 0;
  const reasons: string[] = [];
  if (close || far)
    reasons.push(
      `the stops are ${[close ? 'too close together' : '', far ? 'too far apart' : ''].filter(Boolean).join(' or ')} for it`,
    );
  if (input.water) reasons.push("the legs' straight lines run over the sea");
  if (input.noRail) reasons.push('no passenger trains run there');
  if (input.noStation) reasons.push('I know of no railway station near the stops');
  return reasons.join(', or ');
}

/** The reply to a transport asked for the trip's legs (also as part of a plan, "by train"). */
export function transportSentence(input: TransportReply): string {
  const how = TRANSPORT_WORDS[input.mode];
  const scope = input.day ? ` on day ${input.day}` : '';
  if (input.noCar)
    return input.legs === 0
      ? `No leg${scope} goes by car: its stops are reached on foot or by public transport already.`
      : `No car${scope}: ${plural(input.legs, 'leg')} that went by car now ${input.legs === 1 ? 'goes' : 'go'} by bus (public transport); the walks stay on foot.`;
  if (input.fewerWalks)
    return input.legs === 0
      ? `Every walk${scope} is already a short stroll (1 km or less), so I left them as they are.`
      : `Less walking${scope}: ${plural(input.legs, 'walk')} over 1 km now go ${how}; the short strolls between neighbouring stops stay on foot.`;
  const notes = transportNotes(input);
  if (input.legs === 0)
    return notes.length
      ? [`No leg${scope} suits going ${how}: ${whyNoLeg(input)}.`, ...notes].join(' ')
      : `There are no legs to change${scope}.`;
  return [
    `${plural(input.legs, 'leg')}${scope} now ${input.legs === 1 ? 'goes' : 'go'} ${how}.`,
    ...notes,
  ].join(' ');
}
