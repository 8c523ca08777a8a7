import { useEffect, useRef, useState, type ChangeEvent } from "react";
import type { Upload } from "~/lib/forms/files";
import { buttonClass } from "~/components/ui/button";
import { fieldClass, FieldHead } from "./field";
import { describedBy } from "./field-error";
import { shrinkPhotos } from "./photo-shrink";

interface FileFieldProps {
  id: string;
  /** The field: its rule, its words (limits filled in), its `accept`. */
  upload: Upload;
  marker: string;
  error?: string;
  /** The files chosen so far (with JavaScript), and how to change them. */
  files: readonly File[];
  onFiles: (files: File[]) => void;
}

/** "1.2 MB", "85 KB" (a no-break space: the number stays with its unit). */
const size = (bytes: number) =>
  bytes < 1024 * 1024
    ? `${Math.max(1, Math.round(bytes / 1024))}\u00a0KB`
    : `${(bytes / 1024 / 1024).toFixed(1)}\u00a0MB`;

/** A file as chosen: its name, size and date (a photo made smaller goes by the one chosen). */
const chosenAs = new WeakMap<File, string>();
const key = (f: File) => chosenAs.get(f) ?? `${f.name}\u0000${f.size}\u0000${f.lastModified}`;

/** The same file chosen twice (the same name, size and date) is kept once. */
function merge(kept: readonly File[], added: readonly File[]): File[] {
  const seen = new Set(kept.map(key));
  return [...kept, ...added.filter((f) => !seen.has(key(f)) && seen.add(key(f)))];
}

/**
 * A field for several files. Without JavaScript it is the browser's own file box, posted with the
 * form. With JavaScript each choice adds to a list shown under it (several picks from a phone's
 * camera roll or its files add up), each file with its size and a button to take it out; the form
 * sends the list. Files chosen before the page's script ran join the list when it starts. Where
 * the field takes photos larger than a document (its rule's `photo`), a photo over the document
 * limit is replaced in the list by a smaller copy once the browser has made one (./photo-shrink.ts). (A field for one file is the browser's
 * box alone: ./field.tsx.)
 */
export function FileField({ id, upload, marker, error, files, onFiles }: FileFieldProps) {
  const { rule, words, accept } = upload;
  const input = useRef<HTMLInputElement>(null);
  const listId = `${id}-chosen`;
  const list = useRef<HTMLUListElement>(null);
  /** After a Remove: the place of the file taken out, whose neighbour (or the file box) takes the focus. */
  const [removed, setRemoved] = useState<number | null>(null);
  /** The list as it is now, for a photo's smaller copy taking its place. */
  const latest = useRef(files);
  latest.current = files;
  /** The files chosen join the list at once; a large photo's smaller copy replaces it when ready (a send before then sends the photo as chosen). */
  const join = (chosen: FileList | null) => {
    const added = Array.from(chosen ?? []);
    const joined = merge(latest.current, added);
    latest.current = joined;
    onFiles(joined);
    if (!rule.photo) return;
    void shrinkPhotos(added, rule.each).then((smaller) => {
      const copies = new Map(added.map((file, i) => [file, smaller[i]!] as const).filter(([a, b]) => a !== b));
      if (!copies.size) return;
      for (const [file, copy] of copies) chosenAs.set(copy, key(file));
      if (latest.current.some((file) => copies.has(file)))
        onFiles(latest.current.map((file) => copies.get(file) ?? file));
    });
  };
  useEffect(() => {
    if (removed === null) return;
    const buttons = list.current?.querySelectorAll("button") ?? [];
    (buttons[Math.min(removed, buttons.length - 1)] ?? input.current)?.focus();
    setRemoved(null);
  }, [removed, files]);
  useEffect(() => {
    const element = input.current;
    if (element?.files?.length) {
      join(element.files);
      element.value = "";
    }
    // Once, when the script starts: later choices come through onChange.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);

  const add = (event: ChangeEvent<HTMLInputElement>) => {
    join(event.target.files);
    event.target.value = "";
  };
  const removeLabel = words.remove.replace("{name}", "").trim();
  return (
    <div className={fieldClass}>
      <FieldHead id={id} label={words.label} marker={marker} hint={words.hint} error={error} />
      <input
        ref={input}
        id={id}
        name={rule.field}
        type="file"
        accept={accept}
        multiple
        onChange={add}
        aria-describedby={[describedBy(id, `${id}-hint`, error), files.length ? listId : undefined]
          .filter(Boolean)
          .join(" ")}
        aria-invalid={error ? true : undefined}
        className="mt-2 block w-full cursor-pointer rounded-lg border-2 border-dashed border-muted bg-white p-3 text-lg file:mr-4 file:min-h-12 file:cursor-pointer file:rounded-full file:border-2 file:border-brand-700 file:bg-white file:px-5 file:font-bold file:text-brand-800 aria-[invalid=true]:border-accent-800"
      />
      {files.length > 0 && (
        <ul ref={list} id={listId} aria-label={words.chosen} className="mt-3 grid gap-2">
          {files.map((file, index) => (
            <li
              key={key(file)}
              className="flex flex-wrap items-center justify-between gap-2 rounded-lg border-2 border-line bg-white px-4 py-2"
            >
              <span className="min-w-0 break-words">
                {file.name} <span className="text-muted">({size(file.size)})</span>
              </span>
              <button
                type="button"
                onClick={() => {
                  onFiles(files.filter((_, i) => i !== index));
                  setRemoved(index);
                }}
                aria-label={words.remove.replace("{name}", file.name)}
                className={buttonClass("secondary", "min-h-12 px-4 py-1")}
              >
                {removeLabel}
              </button>
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}
