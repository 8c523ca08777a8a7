/**
 * `npm run bench:replica`: the replica's lag and a restore, with a folder replica (file://, as a
 * second disk) and DATA_KEY set, on the server's source (Vite loads the TypeScript).
 * - Lag: LAG_REQUESTS referrals with a document sent through the form endpoint, one at a time;
 *   for each, the time from the "sent" answer to the next copy Litestream (or the file copy)
 *   reports written to the replica. Goal: within 10 s (Litestream syncs every second).
 * - Restore: REQUESTS requests (default 10,000), DOCUMENTS of them (2,000) with a document of
 *   DOC_KB kilobytes (64), stored as the form endpoint stores them, replicated, the server stopped;
 *   then `npm run restore -- --from-replica`'s work into an empty data directory, timed, checks
 *   included. Goal: within 5 minutes on 2 cores.
 */
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { Readable } from "node:stream";
import { serverSource } from "./server-source.mjs";

const LAG_REQUESTS = Number(process.env.LAG_REQUESTS ?? 10);
const REQUESTS = Number(process.env.REQUESTS ?? 10_000);
const DOCUMENTS = Number(process.env.DOCUMENTS ?? 2_000);
const DOC_KB = Number(process.env.DOC_KB ?? 64);
const KEY = "b".repeat(64);

const { vite, load } = await serverSource();
const { startServer } = await load("/server/index.ts");
const { fakeBuild, send } = await load("/server/testing/test-support.ts");
const { multipart, pdf, referral } = await load("/server/testing/test-files.ts");
const { restoreFromReplica } = await load("/server/replica/restore.ts");
const { replicaTarget } = await load("/server/replica/target.ts");

const work = mkdtempSync(path.join(tmpdir(), "bench-replica-"));
const dataDir = path.join(work, "data");
const replicaUrl = `file://${path.join(work, "replica")}`;
const sleep = (ms) => new Promise((resolve) => setTimeout(resolve, ms));
const many = { limit: 1_000_000, windowMs: 60_000 };
const server = await startServer({
  port: 0,
  dataDir,
  dataKey: KEY,
  replicaUrl,
  buildDir: await fakeBuild(),
  editor: { enabled: false },
  formLimit: many,
  uploadLimit: many,
});

/** Waits for a copy of the database written after `since`, no file waiting; its time, or null after 30 s. */
async function copiedAfter(since) {
  const deadline = Date.now() + 30_000;
  while (Date.now() < deadline) {
    const status = server.replica.status();
    if (status.databaseCopyAt !== null && status.databaseCopyAt > since && status.filesWaiting === 0)
      return status.databaseCopyAt;
    await sleep(20);
  }
  return null;
}

try {
  await copiedAfter(0);
  const lags = [];
  for (let i = 0; i < LAG_REQUESTS; i++) {
    const { type, body } = multipart(referral(`lag${i}`), [
      { field: "documents", name: "orders.pdf", type: "application/pdf", bytes: pdf(`lag ${i}`, 50_000) },
    ]);
    const response = await send(`${server.origin}/api/forms/referral`, {
      method: "POST",
      headers: { "Content-Type": type, Accept: "application/json" },
      body,
    });
    if (response.status !== 200) throw new Error(`form answered ${response.status}`);
    const answered = Date.now();
    const copied = await copiedAfter(answered);
    if (copied === null) throw new Error("no copy within 30 s");
    lags.push(copied - answered);
    await sleep(1500);
  }
  lags.sort((a, b) => a - b);
  console.log(
    `lag after a request (${LAG_REQUESTS} referrals with a 50 kB document): median ${lags[Math.floor(lags.length / 2)]} ms, max ${lags.at(-1)} ms`,
  );

  const values = referral("bulk");
  const doc = pdf("bulk document", DOC_KB * 1024);
  const started = Date.now();
  for (let i = 0; i < REQUESTS; i++) {
    const files = [];
    if (i < DOCUMENTS) {
      const incoming = server.files.incoming();
      await incoming.save(Readable.from([doc]));
      await server.files.promote([incoming.id]);
      files.push({ id: incoming.id, field: "documents", name: "orders.pdf", kind: "pdf", size: doc.length });
    }
    server.store.add({ form: "referral", lang: "en", values, files }, { notify: false, now: Date.now() });
  }
  const stored = Date.now();
  const caught = await copiedAfter(stored);
  console.log(
    `stored ${REQUESTS} requests with ${DOCUMENTS} documents of ${DOC_KB} kB in ${((stored - started) / 1000).toFixed(1)} s; the replica's next copy ${caught === null ? "did not come within 30 s" : `${caught - stored} ms after the last`}`,
  );
  await server.stop();

  const fresh = path.join(work, "restored");
  const t0 = Date.now();
  const report = await restoreFromReplica({ target: replicaTarget(replicaUrl), dataDir: fresh, dataKey: KEY });
  const seconds = (Date.now() - t0) / 1000;
  console.log(
    `restore from the replica: ${report.requests} requests, ${report.files.named} documents (${report.files.missing.length} missing, ${report.files.unreadable.length} unreadable), audit chain ${report.audit.ok ? "verifies" : "BROKEN"}, in ${seconds.toFixed(1)} s`,
  );
} finally {
  await server.stop();
  await vite.close();
  rmSync(work, { recursive: true, force: true });
}
