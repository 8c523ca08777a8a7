/** A photo as a page receives it: its description in the page's language only (./photos.server.ts). */
export interface PagePhoto {
  width: number;
  height: number;
  alt: string;
  src: string;
  avif: string;
  webp: string;
  jpeg: string;
}
