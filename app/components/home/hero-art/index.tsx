import type { ReactNode } from "react";
import type { HeroArt as HeroArtName } from "~/content/home-hero";
import { Child } from "./child-scene";
import { Family } from "./family-scene";
import { Nurse } from "./nurse-scene";
import { Senior } from "./senior-scene";

/*
 * Original flat illustrations for the home-page hero slides, drawn in the brand palette
 * (app/app.css). Decorative only: the caller supplies the alt text, so every svg is aria-hidden.
 * Presentation attributes only (no style attributes: the Content-Security-Policy forbids them) and
 * no ids, so several illustrations can share a page.
 */

const scenes: Record<HeroArtName, () => ReactNode> = { family: Family, nurse: Nurse, child: Child, senior: Senior };

export function HeroArt({ art, className }: { art: HeroArtName; className?: string }) {
  const Scene = scenes[art];
  return (
    <svg viewBox="0 0 640 480" aria-hidden="true" focusable="false" className={className}>
      <Scene />
    </svg>
  );
}
