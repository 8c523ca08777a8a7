/**
 * Runs `task` once the browser has painted the next frame: a tap's visible answer comes first,
 * work the visitor does not see at once (restyling a long page, announcements) follows in a task
 * of its own. The animation frame comes right before the paint; the timeout, right after it.
 */
export function afterNextPaint(task: () => void): void {
  requestAnimationFrame(() => setTimeout(task, 0));
}
