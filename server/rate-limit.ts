/**
 * A fixed-window counter per client address: `limit` hits per `windowMs`. Memory stays bounded:
 * windows that have ended are dropped as new hits come in.
 */
export interface RateLimit {
  /** Counts a hit; returns 0 when allowed, else the seconds to wait. */
  hit(key: string, now?: number): number;
  /** The seconds to wait when the key has used up its hits, else 0 (without counting a hit). */
  waiting(key: string, now?: number): number;
  /** Forgets a key (a successful login clears its failures). */
  reset(key: string): void;
}

export function rateLimit(limit: number, windowMs: number, clock: () => number = Date.now): RateLimit {
  const windows = new Map<string, { start: number; count: number }>();
  let lastSweep = 0;
  return {
    hit(key, now = clock()) {
      if (now - lastSweep > windowMs) {
        for (const [k, w] of windows) if (now - w.start >= windowMs) windows.delete(k);
        lastSweep = now;
      }
      let window = windows.get(key);
      if (!window || now - window.start >= windowMs) {
        window = { start: now, count: 0 };
        windows.set(key, window);
      }
      window.count++;
      return window.count > limit ? Math.max(1, Math.ceil((window.start + windowMs - now) / 1000)) : 0;
    },
    waiting(key, now = clock()) {
      const window = windows.get(key);
      if (!window || now - window.start >= windowMs || window.count < limit) return 0;
      return Math.max(1, Math.ceil((window.start + windowMs - now) / 1000));
    },
    reset(key) {
      windows.delete(key);
    },
  };
}
