import { startTransition, StrictMode } from "react";
import { hydrateRoot } from "react-dom/client";
import { HydratedRouter } from "react-router/dom";

/**
 * React Router's default client entry, plus one pause: evaluating React DOM and starting to hydrate
 * are two tasks instead of one long one, so a tap in between is answered at once
 * (docs/benchmark-notes.md). The page bootstrap (scripts/page-start.ts) imports this module last.
 */
await new Promise((resume) => setTimeout(resume, 0));

startTransition(() => {
  hydrateRoot(
    document,
    <StrictMode>
      <HydratedRouter />
    </StrictMode>,
  );
});
