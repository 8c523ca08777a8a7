import { useEffect } from "react";
import type { Position } from "~/content/careers-positions";

/**
 * Picks the position from the address: an Apply link goes to #apply-<position id>, and so does
 * a shared link. Read after hydration and on every hash change (each Apply click).
 */
export function usePositionFromHash(positions: readonly Position[], pick: (id: string) => void): void {
  useEffect(() => {
    const read = () => {
      const id = window.location.hash.match(/^#apply-(.+)$/)?.[1];
      if (id && positions.some((p) => p.id === id)) pick(id);
    };
    read();
    window.addEventListener("hashchange", read);
    return () => window.removeEventListener("hashchange", read);
  }, [positions, pick]);
}
