import { z } from 'zod';

/**
 * How a trip gets from one stop to the next (spec 000 §3 Planner place `type` /
 * `next_point_transport_type`). The itinerary engine picks one per leg; editors may change it.
 */
export const TRANSPORT_TYPES = ['walk', 'car', 'bus', 'railroads', 'ferries', 'airlines'] as const;
export const TransportTypeSchema = z.enum(TRANSPORT_TYPES);
export type TransportType = z.infer<typeof TransportTypeSchema>;

/** Spec 000 §9: a new leg goes by car unless something better is known. */
export const DEFAULT_TRANSPORT_TYPE: TransportType = 'car';

/** Spec 000 §2 Planner map: these legs are drawn as dashed lines, the others solid. */
export function isDashedTransport(type: TransportType): boolean {
  return type === 'bus' || type === 'ferries' || type === 'airlines' || type === 'railroads';
}
