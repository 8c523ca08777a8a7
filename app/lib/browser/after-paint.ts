/**
 * Runs `task` once the browser has painted the next frame: a tap's visible answer comes first,
 * work the visitor does not see at once (restyling a long page, announcements) follows in a task
 * of its own. The animation frame comes right before the paint; the timeout, right after it.
 */
export function afterNextPaint(task: () => void): void {
  requestAnimationFrame(() => setTimeout(task, 0));
}

/**
 * Runs `task` once the browser is idle, or after `timeout` ms at the latest (where the browser
 * has no idle callbacks, after 200 ms): work the visitor has not asked for yet, prepared before
 * they do. Returns a function that cancels it.
 */
export function whenIdle(task: () => void, timeout = 2000): () => void {
  if (typeof requestIdleCallback === "function") {
    const id = requestIdleCallback(() => task(), { timeout });
    return () => cancelIdleCallback(id);
  }
  const id = setTimeout(task, 200);
  return () => clearTimeout(id);
}
