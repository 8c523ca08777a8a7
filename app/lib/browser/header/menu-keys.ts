/**
 * Arrow keys in an open menu: Down/Up move to the next/previous link (wrapping), Home/End to the
 * first/last; from the menu's own button, Down enters the menu. Other keys keep their behaviour.
 */
export function handleMenuKeys(event: Pick<KeyboardEvent, "key" | "preventDefault">, panel: HTMLElement | null): void {
  if (!panel || !["ArrowDown", "ArrowUp", "Home", "End"].includes(event.key)) return;
  const items = [...panel.querySelectorAll<HTMLElement>("a[href]")];
  if (items.length === 0) return;
  const at = items.indexOf(document.activeElement as HTMLElement);
  const last = items.length - 1;
  const next =
    event.key === "Home"
      ? 0
      : event.key === "End"
        ? last
        : event.key === "ArrowDown"
          ? at < 0 || at === last
            ? 0
            : at + 1
          : at <= 0
            ? last
            : at - 1;
  event.preventDefault();
  items[next]!.focus();
}
