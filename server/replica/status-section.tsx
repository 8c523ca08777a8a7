/**
 * The replica on the owners' Settings page (/office/settings): where the copies go, when the last
 * one was written, and how far behind the replica is (how long copies have failed, and why). Its
 * own words in both languages, so that the page around it only places it.
 */
import type { Lang } from "~/i18n/lang";
import { renderToStaticMarkup } from "react-dom/server";
import { behindMs, type ReplicaStatus } from "./replication";

const words = {
  en: {
    title: "Copies off the server",
    none: "REPLICA_URL is not set: the requests and their documents are on this server's disk only. A lost server loses them. Ask whoever runs the server to set it up.",
    where: "Copied to",
    last: "Last copy written",
    never: "none yet",
    state: "State",
    ok: "Up to date (copied within seconds of each change)",
    failing: (minutes: number) =>
      `Failing for ${minutes} minute${minutes === 1 ? "" : "s"}: new requests are not yet copied`,
    waiting: (n: number) => `${n} document${n === 1 ? "" : "s"} waiting to be copied`,
    error: "Last error",
  },
  es: {
    title: "Copias fuera del servidor",
    none: "REPLICA_URL no está configurada: las solicitudes y sus documentos están solo en el disco de este servidor. Si el servidor se pierde, se pierden. Pida a quien administra el servidor que la configure.",
    where: "Se copian a",
    last: "Última copia",
    never: "ninguna todavía",
    state: "Estado",
    ok: "Al día (se copia segundos después de cada cambio)",
    failing: (minutes: number) =>
      `Falla desde hace ${minutes} minuto${minutes === 1 ? "" : "s"}: las solicitudes nuevas aún no se copian`,
    waiting: (n: number) => `${n} documento${n === 1 ? "" : "s"} en espera de copia`,
    error: "Último error",
  },
};

const time = (ms: number, lang: Lang) =>
  new Date(ms).toLocaleString(lang === "es" ? "es-US" : "en-US", {
    timeZone: "America/New_York",
    dateStyle: "medium",
    timeStyle: "medium",
  });

/** The section, as the Settings page (a React page rendered by the server) places it. */
export function ReplicaSection({ status, lang, now }: { status: ReplicaStatus | null; lang: Lang; now: number }) {
  const w = words[lang];
  const row = (label: string, value: string) => (
    <div key={label + value} className="flex flex-wrap gap-x-2">
      <dt className="font-semibold">{label}:</dt>
      <dd>{value}</dd>
    </div>
  );
  return (
    <section className="mt-10 max-w-xl" aria-labelledby="replica-title">
      <h2 id="replica-title" className="text-2xl">
        {w.title}
      </h2>
      {status ? (
        <dl className="mt-2 grid gap-2">
          {row(w.where, status.where)}
          {row(w.last, status.lastCopyAt === null ? w.never : time(status.lastCopyAt, lang))}
          {row(w.state, status.failingSince === null ? w.ok : w.failing(Math.floor(behindMs(status, now) / 60_000)))}
          {status.filesWaiting ? row(w.state, w.waiting(status.filesWaiting)) : null}
          {status.lastError ? row(w.error, status.lastError) : null}
        </dl>
      ) : (
        <p className="mt-2">{w.none}</p>
      )}
    </section>
  );
}

/** The section's markup on its own. */
export const replicaSection = (status: ReplicaStatus | null, lang: Lang, now: number): string =>
  renderToStaticMarkup(<ReplicaSection status={status} lang={lang} now={now} />);
