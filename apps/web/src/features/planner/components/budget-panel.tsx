import {
  TRIP_BUDGET_ITEMS,
  wholeMoney,
  type TripBudget,
  type TripBudgetBody,
} from '@ai-map/contracts';
import { type FormEvent, useState } from 'react';
import { errorDetail } from '../../../shared/api/api-error';
import { Button } from '../../../shared/ui/button';
import { useTripBudget } from '../api/get-trip-budget';
import { usePutTripBudget } from '../api/put-trip-budget';
import styles from './trip-panel.module.css';

const ITEM_LABELS: Record<(typeof TRIP_BUDGET_ITEMS)[number], string> = {
  accommodation: 'Accommodation',
  food: 'Food',
  transport: 'Transport',
  attractions: 'Attractions',
};

/**
 * The four items, their total and what it covers, in the words the chat and the MCP tools use
 * for the same figure (issue 29: one cost).
 */
export function BudgetFigures({ budget }: { budget: TripBudget }) {
  return (
    <>
      <dl className={styles.budgetList}>
        {TRIP_BUDGET_ITEMS.map((item) => (
          <div key={item}>
            <dt>{ITEM_LABELS[item]}</dt>
            <dd>{wholeMoney(budget[item])}</dd>
          </div>
        ))}
        <div className={styles.total}>
          <dt>Total</dt>
          <dd>{wholeMoney(budget.total)}</dd>
        </div>
      </dl>
      <p className={styles.muted}>{budget.includes}</p>
    </>
  );
}

/** The trip's budget: the engine's estimate until someone sets the four items; then their total. */
export function BudgetPanel({
  tripId,
  editable,
  period,
}: {
  tripId: number;
  editable: boolean;
  /** The days the budget covers, with their dates when the trip has them. */
  period: string;
}) {
  const budget = useTripBudget(tripId);
  const save = usePutTripBudget();
  const [draft, setDraft] = useState<Record<string, string> | null>(null);

  if (budget.isPending) return <p role="status">Loading the budget…</p>;
  if (budget.isError) return <p className={styles.muted}>The budget could not be loaded.</p>;
  const data = budget.data;

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (!draft) return;
    const body = Object.fromEntries(
      TRIP_BUDGET_ITEMS.map((item) => [item, Math.max(0, Number(draft[item]) || 0)]),
    ) as TripBudgetBody;
    save.mutate({ tripId, ...body }, { onSuccess: () => setDraft(null) });
  };

  return (
    <section className={styles.budget} aria-labelledby={`budget-${tripId}`}>
      <h3 id={`budget-${tripId}`} className={styles.sectionTitle}>
        Budget <span className={styles.badge}>{data.is_estimate ? 'Estimate' : 'Set'}</span>
      </h3>
      <p className={styles.muted}>For {period}</p>
      {draft ? (
        <form onSubmit={submit} className={styles.budgetForm}>
          {TRIP_BUDGET_ITEMS.map((item) => (
            <label key={item}>
              {ITEM_LABELS[item]} ($)
              <input
                type="number"
                min={0}
                step={1}
                value={draft[item] ?? ''}
                onChange={(event) => setDraft({ ...draft, [item]: event.target.value })}
              />
            </label>
          ))}
          {save.isError && (
            <p className={styles.error} role="alert">
              {errorDetail(save.error)}
            </p>
          )}
          <div className={styles.row}>
            <Button variant="secondary" onClick={() => setDraft(null)}>
              Cancel
            </Button>
            <Button type="submit" loading={save.isPending}>
              Save budget
            </Button>
          </div>
        </form>
      ) : (
        <>
          <BudgetFigures budget={data} />
          {editable && (
            <Button
              variant="secondary"
              onClick={() =>
                setDraft(
                  Object.fromEntries(
                    TRIP_BUDGET_ITEMS.map((item) => [item, String(Math.round(data[item]))]),
                  ),
                )
              }
            >
              Edit budget
            </Button>
          )}
        </>
      )}
    </section>
  );
}
