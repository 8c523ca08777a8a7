import { useEffect, useState } from "react";

/**
 * The islands' build uses this in place of ~/hooks/use-hydrated (scripts/island-pages.ts):
 * preact/compat's useSyncExternalStore has no server snapshot, so it would answer true while it
 * hydrates, and the first render would differ from the server's. Here the first render is false,
 * as in the prerendered HTML, and every render after it true.
 */
export function useHydrated(): boolean {
  const [hydrated, setHydrated] = useState(false);
  useEffect(() => setHydrated(true), []);
  return hydrated;
}
