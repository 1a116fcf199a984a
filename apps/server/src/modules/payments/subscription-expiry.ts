import type { AppContext } from '../../app-context';
import * as repo from './payments.repository';

/**
 * Ends what ran out by `now`: paid plans past their payment date become expired (their users
 * are on the free plan again) and unpaid checkouts past their expiry can no longer be paid.
 * The limits already treat a lapsed plan as free; this keeps the stored status true for
 * everything that reads it.
 */
export async function expireSubscriptions(
  ctx: AppContext,
  now = new Date(),
): Promise<{ subscriptions: number; checkouts: number }> {
  return ctx.db.transaction(async (tx) => ({
    subscriptions: await repo.expireLapsedSubscriptions(tx, now),
    checkouts: await repo.expireOpenCheckouts(tx, now),
  }));
}

/**
 * Runs expireSubscriptions every `intervalMs` in this process. The returned stop function
 * clears the timer and waits for a sweep in progress, so the database is not closed under it.
 * Sweeps are idempotent, so several instances may run them side by side.
 */
export function startSubscriptionExpiry(ctx: AppContext, intervalMs: number): () => Promise<void> {
  let running: Promise<void> | null = null;
  const sweep = () => {
    if (running) return;
    running = expireSubscriptions(ctx)
      .then((ended) => {
        if (ended.subscriptions || ended.checkouts)
          ctx.log.info(ended, 'expired plans and checkouts');
      })
      .catch((error: unknown) => ctx.log.error({ err: error }, 'subscription expiry failed'))
      .finally(() => {
        running = null;
      });
  };
  const timer = setInterval(sweep, intervalMs);
  timer.unref();
  return async () => {
    clearInterval(timer);
    await running;
  };
}
