import type { CurrentPlan, SubscriptionPlan, TimeframeOffer } from '@ai-map/contracts';

/** Plan prices in dollars: whole amounts bare ("$0"), others with cents ("$9.99"). */
export function formatPlanPrice(price: number): string {
  return Number.isInteger(price) ? `$${price}` : `$${price.toFixed(2)}`;
}

const counted = (count: number, one: string, many: string) =>
  `${count} ${count === 1 ? one : many}`;

/**
 * The list of a plan card (spec 000 §2 Plan cards): routes from planner_trips_limit, objects
 * (Unlimited when the limit is empty or zero), friends (a number, or Some), then the unlocked
 * contact kinds the plan flags.
 */
export function planFeatures(plan: SubscriptionPlan): string[] {
  return planFeatureLines(plan).map((line) => line.label);
}

/** A plan card's line: the spec's label and one plain sentence under it saying what it means. */
export interface PlanFeatureLine {
  label: string;
  explanation: string;
}

/** planFeatures with what each label means for a traveller. */
export function planFeatureLines(plan: SubscriptionPlan): PlanFeatureLine[] {
  const lines: PlanFeatureLine[] = [
    {
      label: counted(plan.planner_trips_limit, 'route', 'routes'),
      explanation: 'Trips the assistant plans for you in each period of the plan.',
    },
    {
      label: plan.object_views_limit
        ? counted(plan.object_views_limit, 'object', 'objects')
        : 'Unlimited objects',
      explanation: 'Places you can open in full (photos, details) in each period.',
    },
    {
      label: plan.friends > 0 ? counted(plan.friends, 'friend', 'friends') : 'Some friends',
      explanation: 'Friends you can invite to plan one trip with you.',
    },
  ];
  if (plan.unlocked_phones) {
    lines.push({ label: 'Unlocked phones', explanation: 'Places’ phone numbers are shown.' });
  }
  if (plan.unlocked_websites) {
    lines.push({ label: 'Unlocked websites', explanation: 'Places’ websites are shown.' });
  }
  return lines;
}

/** The card's button: Current on the viewer's plan, Select on the others. */
export function planButtonLabel(plan: SubscriptionPlan): 'Current' | 'Select' {
  return plan.is_current_plan ? 'Current' : 'Select';
}

/** An option of the days modal: "N Days - $price". */
export function offerLabel(offer: TimeframeOffer): string {
  return `${offer.number_of_periods} Days - ${formatPlanPrice(offer.price)}`;
}

/** The Subscriptions tab's chips: "N trips left" and "N objects/route left". */
export function limitChips(plan: CurrentPlan): [string, string] {
  const views = plan.object_views_left === null ? 'Unlimited' : String(plan.object_views_left);
  return [`${plan.planner_trips_left} trips left`, `${views} objects/route left`];
}

/**
 * What the chips count, under them in plain words (the chip text is the spec's): an "object" is
 * a place's own page, which the server counts as a view (plans/counted-view.ts).
 */
export const LIMIT_CHIPS_HELP =
  'Trips: new trips you can still start in this period of your plan. Objects: places (sights, shops, restaurants, events) whose full page with photos and contacts you can still open in this period; each place counts once, and the map’s previews are free.';
