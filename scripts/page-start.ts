/**
 * The one module script every page starts with, inline and the same on every page (one CSP
 * hash). finish-build.ts bundles it and writes it into each page in place of React Router's own
 * scripts. After the first paint it draws the deferred parts, then sets up what React Router's
 * inline scripts would have: its context, the stream of the page's loader data (read from the
 * page's JSON block), its route modules; last, it imports the client entry, which hydrates.
 */
import { afterFirstPaint, drawDeferredParts } from "../app/lib/deferred-parts";
import { DATA_ID, MODULES_ID, type PageModules } from "./page-data-ids";

/** React Router's globals, as its own inline scripts set them (react-router's framework mode). */
interface RouterGlobals {
  __reactRouterContext: Record<string, unknown> & { stream?: ReadableStream<Uint8Array> };
  __reactRouterRouteModules: Record<string, unknown>;
}

const nextTask = () => new Promise((go) => setTimeout(go, 0));
const read = <T>(id: string) => JSON.parse(document.getElementById(id)!.textContent!) as T;

// After the first contentful paint, the parts the first frame left unlaid are drawn, one per task.
await afterFirstPaint();
await drawDeferredParts();

// The router reads sessionStorage when it starts; its first use opens the storage (7-14 ms):
// done here, in a task of its own, not inside hydration.
try {
  void sessionStorage.length;
} catch {
  // Storage blocked: the router copes without it.
}
await nextTask();

const page = read<PageModules>(MODULES_ID);
const router = window as unknown as RouterGlobals;
router.__reactRouterContext = page.context;
router.__reactRouterContext.stream = new ReadableStream<string>({
  start(stream) {
    for (const chunk of read<string[]>(DATA_ID)) stream.enqueue(chunk);
    stream.close();
  },
}).pipeThrough(new TextEncoderStream());
for (const href of page.preload) {
  const link = document.createElement("link");
  link.rel = "modulepreload";
  link.href = href;
  document.head.append(link);
}
// One module graph per task, dependencies first (React Router lists them so); the entry last.
for (const href of new Set([...page.imports, ...page.preload])) {
  if (href === page.entry) continue;
  await import(/* @vite-ignore */ href);
  await nextTask();
}
const routes = await Promise.all(page.routes.map(([, href]) => import(/* @vite-ignore */ href) as Promise<unknown>));
router.__reactRouterRouteModules = Object.fromEntries(page.routes.map(([id], i) => [id, routes[i]]));
await import(/* @vite-ignore */ page.entry);
