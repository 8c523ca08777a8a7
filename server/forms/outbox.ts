/**
 * Sends the office e-mails waiting in the store's outbox, and retries the ones that fail: the
 * first retry within 30 seconds, then less and less often (every hour at most), across restarts
 * (the schedule is in the database). The delays and the clock are injectable for tests.
 */
import type { RequestStore as Store, StoredRequest } from "../db/requests";

/** Delay before retry n (1-based). */
export const RETRY_DELAYS_MS = [15_000, 60_000, 5 * 60_000, 15 * 60_000, 60 * 60_000];
export const defaultRetryDelay = (attempt: number): number =>
  RETRY_DELAYS_MS[Math.min(attempt, RETRY_DELAYS_MS.length) - 1]!;

/** setTimeout's longest delay is about 24 days; waking up hourly is plenty. */
const MAX_SLEEP = 60 * 60_000;

export interface OutboxOptions {
  store: Store;
  /** Sends one e-mail; throws when it did not go. null: no SMTP configured, nothing is sent. */
  send: ((request: StoredRequest) => Promise<void>) | null;
  retryDelay?: (attempt: number) => number;
  clock?: () => number;
  log?: (line: string) => void;
}

export function outbox({ store, send, retryDelay = defaultRetryDelay, clock = Date.now, log }: OutboxOptions) {
  let timer: NodeJS.Timeout | undefined;
  let running: Promise<void> | null = null;
  let again = false;
  let stopped = false;

  async function drain() {
    if (!send) return;
    do {
      again = false;
      for (const item of store.due(clock())) {
        if (stopped) return;
        const request = store.get(item.requestId);
        if (!request) continue;
        try {
          await send(request);
          store.markSent(item.requestId, clock());
          log?.(`office e-mail sent for request ${item.requestId}`);
        } catch (error) {
          const attempts = item.attempts + 1;
          const code = (error as { code?: string }).code ?? "error";
          store.markFailed(item.requestId, attempts, clock() + retryDelay(attempts), code);
          log?.(`office e-mail for request ${item.requestId} failed (${code}), retry ${attempts} scheduled`);
        }
      }
    } while (again && !stopped);
  }

  function schedule() {
    clearTimeout(timer);
    if (stopped || !send) return;
    const next = store.nextDue();
    if (next === null) return;
    timer = setTimeout(run, Math.min(MAX_SLEEP, Math.max(0, next - clock())));
    timer.unref();
  }

  /** Sends what is due now (a new request calls it), then sleeps until the next one is due. */
  function run(): Promise<void> {
    if (running) {
      again = true;
      return running;
    }
    running = drain()
      .catch((error: unknown) => log?.(`outbox stopped on ${(error as Error).name}`))
      .finally(() => {
        running = null;
        schedule();
      });
    return running;
  }

  return {
    run,
    /** Stops retrying; waits for an e-mail being sent to finish. */
    async stop() {
      stopped = true;
      clearTimeout(timer);
      await running;
    },
  };
}
