import {
  MILE_PRICE_CENTS,
  paymentMessages,
  type StoredSelection,
  type SubscriptionSelection,
} from '@ai-map/contracts';
import type { Database } from '../../db/client';
import { fieldError } from '../../lib/http-error';
import * as plans from '../plans/plans.repository';
import type { OfferRow, PlanRow } from '../plans/plans.repository';

/** A selection checked against the plans and priced. */
export interface PricedSelection {
  plan: PlanRow | null;
  offer: OfferRow | null;
  /** Billing periods bought; 0 for miles alone. */
  numberOfPeriods: number;
  miles: number;
  amountCents: number;
  description: string;
  stored: StoredSelection;
}

const plural = (n: number, word: string) => `${n} ${word}${n === 1 ? '' : 's'}`;

/**
 * Prices a subscription selection. A plan with timeframe offers (the Day Pass) is bought as one
 * of its offers, named by `days_id` with its `days`; other plans for one period at their price.
 * Miles add MILE_PRICE_CENTS each.
 */
export async function priceSelection(
  db: Database,
  selection: SubscriptionSelection,
): Promise<PricedSelection> {
  const miles = selection.additional_miles;
  const milesCents = miles * MILE_PRICE_CENTS;
  if (selection.only_miles) {
    return {
      plan: null,
      offer: null,
      numberOfPeriods: 0,
      miles,
      amountCents: milesCents,
      description: plural(miles, 'mile'),
      stored: {
        plan_slug: null,
        days: null,
        days_id: null,
        additional_miles: miles,
        only_miles: true,
      },
    };
  }

  const plan = await plans.planBySlug(db, selection.plan_slug!);
  if (!plan) throw fieldError({ plan_slug: [paymentMessages.unknownPlan] });
  const period = plan.period;
  if (period === 'free') throw fieldError({ plan_slug: [paymentMessages.freePlanNeedsNoPayment] });

  const offers = await plans.offersOf(db, plan.id);
  let offer: OfferRow | null = null;
  if (offers.length > 0) {
    if (!selection.days_id) throw fieldError({ days_id: [paymentMessages.chooseDays] });
    offer = offers.find((o) => o.id === selection.days_id) ?? null;
    if (!offer) throw fieldError({ days_id: [paymentMessages.unknownOffer] });
    if (offer.numberOfPeriods !== selection.days) {
      throw fieldError({ days: [paymentMessages.daysMismatch] });
    }
  } else if (selection.days_id) {
    throw fieldError({ days_id: [paymentMessages.noOffers] });
  }

  const numberOfPeriods = offer?.numberOfPeriods ?? 1;
  const planCents = offer?.priceCents ?? plan.priceCents;
  const parts = [`${plan.title}, ${plural(numberOfPeriods, period)}`];
  if (miles > 0) parts.push(plural(miles, 'mile'));
  return {
    plan,
    offer,
    numberOfPeriods,
    miles,
    amountCents: planCents + milesCents,
    description: parts.join(' + '),
    stored: {
      plan_slug: plan.slug,
      days: offer ? offer.numberOfPeriods : null,
      days_id: offer ? offer.id : null,
      additional_miles: miles,
      only_miles: false,
    },
  };
}

/** Two stored selections buy the same thing. */
export function sameSelection(a: StoredSelection, b: StoredSelection): boolean {
  return (
    a.plan_slug === b.plan_slug &&
    a.days === b.days &&
    a.days_id === b.days_id &&
    a.additional_miles === b.additional_miles &&
    a.only_miles === b.only_miles
  );
}
