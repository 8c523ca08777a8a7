import { fill } from "~/i18n/format";
import { Icon } from "./icons";

interface StarRatingProps {
  rating: number;
  /** "{rating} out of 5 stars": what a screen reader hears instead of the five icons. */
  label: string;
  className?: string;
}

/** Five stars, filled up to the rating (rounded), read out as words. */
export function StarRating({ rating, label, className = "" }: StarRatingProps) {
  const filled = Math.round(rating);
  return (
    <span className={`inline-flex items-center gap-0.5 ${className}`}>
      <span className="sr-only">{fill(label, { rating })}</span>
      {[1, 2, 3, 4, 5].map((n) => (
        <Icon key={n} name="star" className={`size-6 ${n <= filled ? "fill-current text-accent-700" : "text-muted"}`} />
      ))}
    </span>
  );
}
