import { useSyncExternalStore } from "react";

const subscribe = () => () => {};

/**
 * False in the prerendered HTML and while React hydrates it, true from the render after: for
 * controls that only work with JavaScript, so they never show before they can act, and without a
 * hydration mismatch (React uses the server snapshot while hydrating).
 */
export function useHydrated(): boolean {
  return useSyncExternalStore(
    subscribe,
    () => true,
    () => false,
  );
}
