/**
 * What the office's pages do in the browser (/office/office.js, loaded by every signed-in page):
 * - every 30 s each [data-due] says again how long is left (or how late it is);
 * - keep-alive: typing, scrolling or pointing sends at most one small POST /office/alive a minute
 *   (a third of the idle limit when that is shorter: tests run with a short one), which moves the
 *   session's idle timer on the server;
 * - a minute before the idle limit (the same third when shorter) the page's warning shows, its
 *   one button keeps the session and gives the focus back where it was;
 * - a form is sent only once the session is known to be alive; when it has ended, what was typed
 *   is kept in sessionStorage (never localStorage, never the address) and the page loads itself
 *   again: the sign-in shows, and signing in comes back to this page (the server keeps which),
 *   where the form is filled back and the person told so. It is forgotten once sent, or at sign-out;
 * - a form with data-confirm asks that question first (naming what it deletes), and once it is
 *   answered the server's own confirmation page (the way without the script) is not shown again;
 * - a page that says what was just done (?done=undone, ?done=removed…) says it once: the address
 *   loses its `done`, so reloading it or copying it does not say it again.
 * Served as this function's own source: it must use nothing from outside its body.
 */
export function officeScript(): void {
  const DRAFT = "office-draft";
  const span = (minutes: number) => {
    const hours = Math.floor(minutes / 60);
    // As the server writes it (words.ts, duration): no-break spaces, so it never wraps inside.
    return hours ? `${hours}\u00a0h\u00a0${minutes % 60}\u00a0min` : `${minutes}\u00a0min`;
  };
  const countdowns = () => {
    for (const el of document.querySelectorAll<HTMLElement>("[data-due]")) {
      const left = Number(el.dataset.due) - Date.now();
      const template = (left >= 0 ? el.dataset.dueIn : el.dataset.overdue) ?? "{t}";
      const text = template.replace("{t}", span(Math.round(Math.abs(left) / 60000)));
      if (el.textContent !== text) el.textContent = text;
      el.classList.toggle("text-accent-800", left < 0);
      el.classList.toggle("text-brand-800", left >= 0);
    }
  };
  setInterval(countdowns, 30000);

  // The queue's filters come folded, so a phone shows the requests first; a wide screen has room to open them.
  const fold = document.querySelector<HTMLDetailsElement>("details[data-fold-filters]");
  if (fold && matchMedia("(min-width: 40rem)").matches) fold.open = true;

  const address = new URL(location.href);
  if (address.searchParams.has("done")) {
    address.searchParams.delete("done");
    history.replaceState(history.state, "", address.pathname + address.search + address.hash);
  }

  const idle = Number(document.body.dataset.idle || 0) * 1000;
  if (!idle) return;
  const csrf = document.querySelector<HTMLInputElement>('input[name="csrf"]')?.value ?? "";
  const every = Math.min(60000, idle / 3);
  const warning = document.querySelector<HTMLElement>("[data-session-warning]");
  const stay = warning?.querySelector<HTMLButtonElement>("[data-stay]");
  let seen = Date.now();
  let asking: Promise<boolean> | null = null;
  let focusBefore: HTMLElement | null = null;

  const hideWarning = () => {
    if (!warning || warning.hidden) return;
    warning.hidden = true;
    focusBefore?.focus();
  };
  /** Tells the server the page is in use; true while the session is alive. */
  const alive = (): Promise<boolean> =>
    (asking ??= fetch("/office/alive", {
      method: "POST",
      body: new URLSearchParams({ csrf }),
      credentials: "same-origin",
      redirect: "manual",
    })
      .then((answer) => answer.status === 204)
      .catch(() => false)
      .then((ok) => {
        asking = null;
        if (ok) {
          seen = Date.now();
          hideWarning();
        }
        return ok;
      }));

  const sendable = (form: HTMLFormElement) =>
    form.method === "post" && !form.action.endsWith("/office/logout") && form.getAttribute("action") !== null;
  const typed = (form: HTMLFormElement) =>
    [...form.elements].some(
      (el) =>
        (el instanceof HTMLTextAreaElement || (el instanceof HTMLInputElement && el.type !== "hidden")) &&
        el.value !== el.defaultValue,
    );
  const keep = (form: HTMLFormElement) => {
    const fields = [...new FormData(form)].filter(
      (pair): pair is [string, string] => pair[0] !== "csrf" && typeof pair[1] === "string",
    );
    const draft = { path: location.pathname, action: form.getAttribute("action"), fields };
    sessionStorage.setItem(DRAFT, JSON.stringify(draft));
  };
  /** The session has ended: what was typed is kept, and the page (now the sign-in) loads again. */
  const ended = (form?: HTMLFormElement) => {
    const withText = form ?? [...document.forms].find((f) => sendable(f) && typed(f));
    if (withText) keep(withText);
    location.reload();
  };

  const activity = () => {
    if (Date.now() - seen > every) void alive();
  };
  for (const type of ["keydown", "pointerdown", "scroll", "input", "wheel", "touchstart"])
    addEventListener(type, activity, { passive: true, capture: true });

  stay?.addEventListener("click", () => {
    void alive().then((ok) => {
      if (!ok) ended();
    });
  });

  setInterval(() => {
    const quiet = Date.now() - seen;
    if (quiet > idle + 2000) return ended();
    if (warning?.hidden && quiet > idle - every) {
      focusBefore = document.activeElement instanceof HTMLElement ? document.activeElement : null;
      warning.hidden = false;
      stay?.focus();
    }
  }, 1000);

  // A form is sent once the question (if any) is answered and the session is known to be alive.
  const approved = new WeakSet<HTMLFormElement>();
  document.addEventListener("submit", (event) => {
    const form = event.target;
    if (!(form instanceof HTMLFormElement)) return;
    if (form.action.endsWith("/office/logout")) return sessionStorage.removeItem(DRAFT);
    if (!sendable(form) || approved.has(form)) return;
    event.preventDefault();
    if (form.dataset.confirm) {
      if (!confirm(form.dataset.confirm)) return;
      // Answered here: the server's own confirmation page (the way without the script) is skipped.
      if (!form.elements.namedItem("confirm")) {
        const yes = Object.assign(document.createElement("input"), { type: "hidden", name: "confirm", value: "yes" });
        form.append(yes);
      }
    }
    const submitter = event.submitter;
    void alive().then((ok) => {
      if (!ok) return ended(form);
      sessionStorage.removeItem(DRAFT);
      approved.add(form);
      form.requestSubmit(submitter instanceof HTMLButtonElement ? submitter : null);
    });
  });

  // Back after signing in again: the kept form is filled back, and the person is told.
  const kept = sessionStorage.getItem(DRAFT);
  if (!kept) return;
  try {
    const draft = JSON.parse(kept) as { path: string; action: string | null; fields: [string, string][] };
    const form = [...document.forms].find((f) => f.getAttribute("action") === draft.action);
    if (draft.path !== location.pathname || !form) return;
    for (const [name, value] of draft.fields) {
      const field = form.elements.namedItem(name);
      if (
        field instanceof HTMLInputElement ||
        field instanceof HTMLTextAreaElement ||
        field instanceof HTMLSelectElement
      )
        field.value = value;
    }
    const told = document.querySelector<HTMLElement>("[data-draft-restored]");
    if (told) {
      told.hidden = false;
      told.focus();
    }
  } catch {
    sessionStorage.removeItem(DRAFT);
  }
}

/** The script as served: the function's compiled source, called once. */
export const OFFICE_SCRIPT = `(${officeScript.toString()})();\n`;
