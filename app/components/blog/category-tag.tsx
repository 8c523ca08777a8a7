/** An article's category, as a small label (not a control). */
export function CategoryTag({ name }: { name: string }) {
  return (
    <span className="inline-block rounded-full bg-accent-100 px-3 py-1 text-base font-bold text-accent-800">
      {name}
    </span>
  );
}
