/**
 * The documents section of a request's page: each document a download named as it was sent, with
 * its kind and size. The downloads themselves are answered by ./documents.ts.
 */
import type { StoredFile } from "../db/requests";
import { documentPath, downloadName } from "./documents";
import type { Frame } from "./layout";

export function DocumentsSection({
  frame,
  requestId,
  files,
}: {
  frame: Frame;
  requestId: string;
  files: StoredFile[];
}) {
  const { w } = frame;
  return (
    <section className="mt-6" aria-labelledby="documents">
      <h2 id="documents" className="text-2xl">
        {w.documents.title}
      </h2>
      {files.length === 0 ? (
        <p className="mt-2">{w.documents.none}</p>
      ) : (
        <>
          <p className="mt-2">{w.documents.intro}</p>
          <ol className="mt-3 grid gap-2">
            {files.map((file) => {
              const name = downloadName(file, w.documents.unnamed(file.position));
              return (
                <li key={file.id} className="rounded-lg border-2 border-brand-200 p-3">
                  <a
                    className="font-bold underline"
                    href={documentPath(requestId, file.id)}
                    download
                    aria-label={w.documents.download(name)}
                  >
                    {name}
                  </a>{" "}
                  <span className="text-muted">
                    · {w.documents.kinds[file.kind]} · {w.documents.size(file.size)}
                  </span>
                </li>
              );
            })}
          </ol>
        </>
      )}
    </section>
  );
}
