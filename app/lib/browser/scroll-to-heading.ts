/**
 * Smooth scroll to a section's heading and move focus to it (keyboard and screen readers follow),
 * instantly when the visitor prefers reduced motion. Returns false when the heading is not on the
 * page (then the link's own jump stands).
 */
export function scrollToHeading(id: string): boolean {
  const target = document.getElementById(id);
  if (!target) return false;
  const reduce = window.matchMedia?.("(prefers-reduced-motion: reduce)").matches;
  target.scrollIntoView({ behavior: reduce ? "auto" : "smooth", block: "start" });
  target.focus({ preventScroll: true });
  return true;
}
