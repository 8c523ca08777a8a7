/** Decap's phrase lists (decap-cms-locales), which ship without types: nested objects of strings. */
declare module "decap-cms-locales/dist/esm/*/index.js" {
  type Phrases = { [key: string]: string | Phrases };
  const phrases: Phrases;
  export default phrases;
}
