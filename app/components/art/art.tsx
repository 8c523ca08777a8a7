/**
 * An illustration drawn at build time (./art-markup.server.tsx): its SVG markup arrives with the
 * page's data, so no page's JavaScript carries illustration code; a photo's <picture> (with its alt)
 * arrives the same way (../photo.server.tsx). Decorative markup: the caller
 * gives the accessible name (role="img" + aria-label on a wrapper).
 */
export function Art({ svg, className = "" }: { svg: string; className?: string }) {
  return <span className={`block ${className}`} dangerouslySetInnerHTML={{ __html: svg }} />;
}
