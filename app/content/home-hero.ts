/** The home page's slideshow: its words are in app/content/data/pages/home.yml (`hero`), arranged here (the rest of the page: ./home). */
import type { HomeWords } from "./schemas/pages/home";

export type HeroArt = "family" | "nurse" | "child" | "senior";

export interface HomeHero {
  /** Exactly four slides. */
  slides: { art: HeroArt; heading: string; body: string; alt: string }[];
  stats: { families: string; years: string; always: string };
  /** The call button: "{phone}" is replaced by the main number. */
  callLabel: string;
  servicesLabel: string;
  /** Slideshow controls. "{n}" and "{total}" are replaced. */
  regionLabel: string;
  slideLabel: string;
  prev: string;
  next: string;
  pause: string;
  play: string;
  dotsLabel: string;
}

/** The slides in their order, each with its artwork. */
const arts: HeroArt[] = ["family", "nurse", "child", "senior"];

/** The slideshow's words (facts filled in) as the slideshow takes them. */
export const homeHero = ({ slides, ...rest }: HomeWords["hero"]): HomeHero => ({
  slides: arts.map((art) => ({ art, ...slides[art] })),
  ...rest,
});
