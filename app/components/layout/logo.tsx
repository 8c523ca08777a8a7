import { Link } from "react-router";
import { site } from "~/content/site";
import { useLanguage } from "~/i18n/language-context";

/** The agency's mark (an orange blossom) and name, linking to the home page of the current language. */
export function Logo() {
  const { href } = useLanguage();
  return (
    <Link to={href("/")} className="flex min-h-11 items-center gap-2 text-brand-900 no-underline">
      <BlossomMark className="size-9 shrink-0 sm:size-11" />
      {/* Phones: the short name on two lines, so the toggle, call and menu buttons fit beside it in
          one row, in either language (below 384 px only the mark shows, and the name is read out). */}
      <span className="max-w-[5.5rem] text-base leading-tight font-bold max-[24rem]:sr-only sm:hidden">
        {site.shortName}
      </span>
      <span className="text-lg leading-tight font-bold max-sm:hidden sm:text-xl">{site.name}</span>
    </Link>
  );
}

export function BlossomMark({ className }: { className?: string }) {
  return (
    <svg className={className} viewBox="0 0 48 48" aria-hidden="true">
      <circle cx="24" cy="24" r="24" fill="#0f5257" />
      <g fill="#fff5ec">
        {[0, 72, 144, 216, 288].map((angle) => (
          <ellipse key={angle} cx="24" cy="14.5" rx="5.5" ry="9" transform={`rotate(${angle} 24 24)`} />
        ))}
      </g>
      <circle cx="24" cy="24" r="5" fill="#f9b26b" />
    </svg>
  );
}
