// The data files, checked and loaded at build time (app/content/content-data.server.ts).
declare module "virtual:content/settings" {
  type Settings = import("./schemas/settings").Settings;
  export const name: Settings["name"];
  export const shortName: Settings["shortName"];
  export const founded: Settings["founded"];
  export const phones: Settings["phones"];
  export const emails: Settings["emails"];
  export const regulatory: Settings["regulatory"];
  export const civilRights: Settings["civilRights"];
  export const hours: Settings["hours"];
  export const careHours: Settings["careHours"];
  export const offices: Settings["offices"];
  export const profiles: Settings["profiles"];
  export const insurers: Settings["insurers"];
  export const licensedServices: Settings["licensedServices"];
  export const jobPostings: Settings["jobPostings"];
  export const forms: Settings["forms"];
}
declare module "virtual:content/offers/facts" {
  const offers: import("./schemas/offers").Offer[];
  export default offers;
}
declare module "virtual:content/offers/words" {
  const words: Record<"en" | "es", Record<string, import("./schemas/offers").OfferWords>>;
  export default words;
}
declare module "virtual:content/jobs/facts" {
  const jobs: Omit<import("./schemas/jobs").JobFacts, "order">[];
  export default jobs;
}
declare module "virtual:content/jobs/words" {
  const words: Record<"en" | "es", Record<string, import("./schemas/jobs").JobWords>>;
  export default words;
}
declare module "virtual:content/reviews/facts" {
  const reviews: import("./schemas/testimonials").ReviewFacts[];
  export default reviews;
}
declare module "virtual:content/reviews/words" {
  const words: Record<"en" | "es", Record<string, import("./schemas/testimonials").ReviewWords>>;
  export default words;
}
declare module "virtual:content/team/facts" {
  const team: Omit<import("./schemas/testimonials").TeamFacts, "order">[];
  export default team;
}
declare module "virtual:content/team/words" {
  const words: Record<"en" | "es", Record<string, import("./schemas/testimonials").TeamWords>>;
  export default words;
}
declare module "virtual:content/pages/*" {
  // Typed by the content module that reads it (app/content/page-words.ts), from the page's schema.
  export const en: unknown;
  export const es: unknown;
  /** The page's name (app/content/data/pages/<page>.yml); a part of a page's words has none. */
  export const page: string | undefined;
}
declare module "virtual:content/areas/facts" {
  const areas: Omit<import("./schemas/areas").AreaFactsData & { id: string }, "order">[];
  export default areas;
}
declare module "virtual:content/areas/words" {
  const words: Record<"en" | "es", Record<string, import("./schemas/areas").AreaWords>>;
  export default words;
}
declare module "virtual:content/photos" {
  // The photo library, made into files at build time (scripts/photos.ts).
  const photos: Record<string, import("./schemas/photos").PhotoData>;
  export default photos;
}
declare module "virtual:content/photosOnPages" {
  type Placed = import("./schemas/photos").PhotosOnPages;
  export const home: Placed["home"];
  export const about: Placed["about"];
  export const careers: Placed["careers"];
  export const areas: Placed["areas"];
}
