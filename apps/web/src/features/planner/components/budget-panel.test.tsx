import type { TripBudget } from '@ai-map/contracts';
import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { BudgetFigures } from './budget-panel';

const estimate: TripBudget = {
  currency: 'USD',
  accommodation: 428,
  food: 236,
  transport: 27,
  attractions: 80,
  total: 771,
  is_estimate: true,
  includes:
    'One traveller, 4 days: stays, food and sights at mid-range prices from our cost data, and 15 legs of travel priced by transport and distance (12 on foot, free).',
};

describe("the Trip tab's budget (issue 29: one cost)", () => {
  it('shows the total the chat says, and what it includes', () => {
    const html = renderToStaticMarkup(<BudgetFigures budget={estimate} />);
    expect(html).toContain('<dt>Total</dt><dd>$771</dd>');
    expect(html).toContain(estimate.includes);
  });
});
