/**
 * `npm run bench:server`: HTML requests per second of the site's own server (build/server, as
 * `npm run serve` runs it) beside nginx serving the same build/client with the same precompressed
 * files (brotli_static, gzip_static), one worker each, on loopback. Needs a build, nginx (with the
 * brotli_static module) and wrk: `apt-get install nginx-light libnginx-mod-http-brotli-static wrk`.
 * After a warm-up of every URL (WARM_UP seconds), each runs DURATION seconds per URL per server,
 * ROUNDS times, alternating which goes first, so that both see the same moments of a shared machine.
 * Beside the rates, the CPU time each server spent per request (from /proc): what a busy machine
 * moves least. The table replaces the server section of docs/benchmarks.md (npm run bench keeps it).
 */
import { execFileSync, spawn, spawnSync } from "node:child_process";
import { existsSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { loadavg, tmpdir } from "node:os";
import path from "node:path";
import { fileURLToPath } from "node:url";

const root = fileURLToPath(new URL("..", import.meta.url));
const build = path.join(root, "build");
const NODE_PORT = Number(process.env.BENCH_NODE_PORT ?? 4324);
const NGINX_PORT = Number(process.env.BENCH_NGINX_PORT ?? 4325);
const DURATION = Number(process.env.DURATION ?? 5);
const ROUNDS = Number(process.env.ROUNDS ?? 2);
const CONNECTIONS = 32;
const WARM_UP = 2;
const URLS = ["/", "/es/contact", "/services/adult-care"];

for (const [file, hint] of [
  [path.join(build, "server/index.js"), "run `npm run build` first"],
  ["/usr/sbin/nginx", "apt-get install nginx-light libnginx-mod-http-brotli-static"],
  ["/usr/bin/wrk", "apt-get install wrk"],
]) {
  if (!existsSync(file)) throw new Error(`${file} is missing: ${hint}`);
}

const work = mkdtempSync(path.join(tmpdir(), "bench-server-"));
const brotliModule = "/usr/lib/nginx/modules/ngx_http_brotli_static_module.so";
writeFileSync(
  path.join(work, "nginx.conf"),
  `${existsSync(brotliModule) ? `load_module ${brotliModule};` : ""}
worker_processes 1;
daemon off;
pid ${work}/nginx.pid;
error_log ${work}/error.log;
events { worker_connections 1024; }
http {
  include /etc/nginx/mime.types;
  types { text/x-script data; }
  access_log ${work}/access.log;
  client_body_temp_path ${work}/body;
  proxy_temp_path ${work}/proxy;
  fastcgi_temp_path ${work}/fastcgi;
  uwsgi_temp_path ${work}/uwsgi;
  scgi_temp_path ${work}/scgi;
  server {
    listen 127.0.0.1:${NGINX_PORT};
    root ${build}/client;
    ${existsSync(brotliModule) ? "brotli_static on;" : ""}
    gzip_static on;
    etag on;
    include ${build}/nginx-security-headers.conf;
    location / { try_files $uri $uri.html $uri/index.html =404; }
    error_page 404 /404.html;
  }
}
`,
);

const children = [];
function start(command, args, env) {
  const child = spawn(command, args, { env: { ...process.env, ...env }, stdio: "ignore" });
  children.push(child);
  return child;
}
async function ready(port) {
  for (let i = 0; i < 200; i++) {
    try {
      if ((await fetch(`http://127.0.0.1:${port}/`)).ok) return;
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
  throw new Error(`nothing answers on port ${port}`);
}

/** CPU seconds used so far by a process and its children's threads (nginx: the master and its worker). */
function cpuSeconds(pid) {
  const ticks = (id) => {
    // Fields after the command's closing parenthesis: state is 3rd, utime 14th, stime 15th.
    const fields = readFileSync(`/proc/${id}/stat`, "utf8").split(") ")[1].split(" ");
    return Number(fields[11]) + Number(fields[12]);
  };
  const children = readdirSync("/proc")
    .filter((name) => /^\d+$/.test(name))
    .filter((id) => {
      try {
        return Number(readFileSync(`/proc/${id}/stat`, "utf8").split(") ")[1].split(" ")[1]) === pid;
      } catch {
        return false;
      }
    });
  const CLOCK_TICKS = 100;
  return [pid, ...children].reduce((sum, id) => sum + ticks(id), 0) / CLOCK_TICKS;
}

function wrk(port, url, seconds = DURATION) {
  const out = execFileSync("wrk", [
    "-t1",
    `-c${CONNECTIONS}`,
    `-d${seconds}s`,
    "-H",
    "Accept-Encoding: br, gzip",
    `http://127.0.0.1:${port}${url}`,
  ]).toString();
  const rate = Number(/Requests\/sec:\s+([\d.]+)/.exec(out)?.[1]);
  const requests = Number(/(\d+) requests in/.exec(out)?.[1]);
  const errors = /Non-2xx or 3xx responses: (\d+)/.exec(out)?.[1];
  if (errors) throw new Error(`${url}: ${errors} error answers`);
  return { rate, requests };
}

/** One measure of a server on a URL: its rate and the CPU time it spent per request (µs). */
function measure(server, url) {
  const before = cpuSeconds(server.pid);
  const { rate, requests } = wrk(server.port, url);
  return { rate, cpuPerRequest: ((cpuSeconds(server.pid) - before) / requests) * 1e6 };
}

function nginxVersion() {
  // nginx -v writes to stderr.
  const { stderr } = spawnSync("/usr/sbin/nginx", ["-v"]);
  return /nginx\/([\d.]+)/.exec(String(stderr))?.[1] ?? "";
}

function writeSection(rows, total, setup) {
  const file = path.join(root, "docs/benchmarks.md");
  const doc = existsSync(file) ? readFileSync(file, "utf8") : "# Benchmark\n";
  const when = new Date().toISOString().slice(0, 16).replace("T", " ");
  const ratio = (total("node") / total("nginx")).toFixed(2);
  const section = [
    "<!-- server-benchmark:start -->",
    "## The site's own server beside nginx",
    "",
    `Latest \`npm run bench:server\`: ${when} UTC, Node ${process.version}, load average ${loadavg()[0].toFixed(1)} when it started (a shared machine: the figures move a lot from run to run).`,
    setup,
    "",
    "| URL | nginx req/s | this server req/s | ratio | nginx CPU µs/request | this server CPU µs/request |",
    "|---|---|---|---|---|---|",
    ...rows.map((r) => `| ${r.url} | ${r.nginx} | ${r.node} | ${r.ratio} | ${r.nginxCpu} | ${r.nodeCpu} |`),
    `| all | ${total("nginx")} | ${total("node")} | ${ratio} | | |`,
    "",
    `Goal: at least half of nginx's rate (0.5). This run: ${ratio}.`,
    "<!-- server-benchmark:end -->",
  ].join("\n");
  const marked = /<!-- server-benchmark:start -->[\s\S]*<!-- server-benchmark:end -->/;
  const notes = "<!-- The section below is docs/benchmark-notes.md";
  const next = marked.test(doc)
    ? doc.replace(marked, section)
    : doc.includes(notes)
      ? doc.replace(notes, `${section}\n\n${notes}`)
      : `${doc.trimEnd()}\n\n${section}\n`;
  writeFileSync(file, next);
  console.log("Written to docs/benchmarks.md.");
}

try {
  const node = start(process.execPath, [path.join(build, "server/index.js")], {
    PORT: String(NODE_PORT),
    HOST: "127.0.0.1",
    DATA_DIR: path.join(work, "data"),
  });
  const nginx = start("/usr/sbin/nginx", ["-c", path.join(work, "nginx.conf"), "-p", work]);
  await Promise.all([ready(NODE_PORT), ready(NGINX_PORT)]);
  const servers = { nginx: { pid: nginx.pid, port: NGINX_PORT }, node: { pid: node.pid, port: NODE_PORT } };
  // Warm-up: files into memory (both), code compiled (Node).
  for (const url of URLS) for (const port of [NGINX_PORT, NODE_PORT]) wrk(port, url, WARM_UP);
  const runs = Object.fromEntries(URLS.map((url) => [url, { nginx: [], node: [] }]));
  for (let round = 0; round < ROUNDS; round++) {
    for (const url of URLS) {
      const order = round % 2 === 0 ? ["nginx", "node"] : ["node", "nginx"];
      for (const name of order) runs[url][name].push(measure(servers[name], url));
    }
  }
  const mean = (list, key) => list.reduce((sum, run) => sum + run[key], 0) / list.length;
  const rows = URLS.map((url) => {
    const { nginx: n, node: o } = runs[url];
    return {
      url,
      nginx: Math.round(mean(n, "rate")),
      node: Math.round(mean(o, "rate")),
      ratio: +(mean(o, "rate") / mean(n, "rate")).toFixed(2),
      nginxCpu: Math.round(mean(n, "cpuPerRequest")),
      nodeCpu: Math.round(mean(o, "cpuPerRequest")),
    };
  });
  const total = (key) => rows.reduce((sum, row) => sum + row[key], 0);
  console.table(rows);
  console.log(
    `All URLs: nginx ${total("nginx")} req/s, this server ${total("node")} req/s: ${(total("node") / total("nginx")).toFixed(2)} of nginx's rate (goal: at least 0.5).`,
  );
  const setup = `wrk: 1 thread, ${CONNECTIONS} connections, ${DURATION} s per URL per server, ${ROUNDS} rounds alternating which server goes first (the table gives the means), after a ${WARM_UP} s warm-up, Accept-Encoding: br, gzip; nginx ${nginxVersion()} with 1 worker, brotli_static and gzip_static; this server as \`npm run serve\` (one process, logging each request).`;
  console.log(setup);
  writeSection(rows, total, setup);
} finally {
  for (const child of children) child.kill("SIGTERM");
  await new Promise((resolve) => setTimeout(resolve, 300));
  rmSync(work, { recursive: true, force: true });
}
