/**
 * HTML rendered at build time from our own Markdown files (app/content/markdown.server.ts):
 * trusted, already localised, styled by app/styles/prose.css.
 */
export function Prose({ html, className = "" }: { html: string; className?: string }) {
  return <div className={`prose ${className}`} dangerouslySetInnerHTML={{ __html: html }} />;
}
