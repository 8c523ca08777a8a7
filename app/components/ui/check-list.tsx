import { Icon } from "./icons";

/** A list of features or conditions, each behind a check mark. */
export function CheckList({ items, className = "" }: { items: string[]; className?: string }) {
  return (
    <ul className={`grid gap-3 ${className}`}>
      {items.map((item) => (
        <li key={item} className="flex gap-2">
          <Icon name="check" className="mt-0.5 size-6 text-brand-700" />
          <span className="min-w-0">{item}</span>
        </li>
      ))}
    </ul>
  );
}
