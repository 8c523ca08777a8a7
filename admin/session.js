// On the site's own server the editor saves through /admin/api, behind the office's sign-in: a bar
// says who is signed in, whether the last save is live (or why it is not: the file and the field),
// and signs out for real. Signed out, the page goes to the office's sign-in. Elsewhere (npm run
// edit, a static host with GitHub) /admin/api does not answer JSON and nothing is shown.
/* global CMS */
(function () {
  const api = (action) =>
    fetch("/admin/api", {
      method: "POST",
      headers: { "Content-Type": "application/json" },
      body: JSON.stringify({ action, params: {} }),
    });
  const json = (response) =>
    /^application\/json/.test(response.headers.get("Content-Type") || "") ? response.json() : null;
  // Decap waits (admin/manual-init.js) until the server has said who this is, and in which
  // language the person reads the office: Decap's own words (buttons, "Writing in", errors) follow it.
  let started = false;
  const start = (lang) => {
    if (started) return;
    started = true;
    // The configuration in the person's language: labels and hints of every field in Spanish.
    const link = document.querySelector('link[rel="cms-config-url"]');
    if (lang === "es" && link) link.setAttribute("href", "/admin/config.es.yml");
    // Decap's Spanish words leave some in English: admin/decap-es.js fills them in.
    if (lang === "es") CMS.registerLocale("es", window.decapSpanish.fill(CMS.getLocale("es"), CMS.getLocale("en")));
    CMS.init(lang === "es" ? { config: { locale: "es" } } : undefined);
  };
  const WORDS = {
    en: {
      publishing: "Publishing: the change will be live in about a minute.",
      failed: "The last save did not go live. The site stays as it was. Correct:",
      failedInCode:
        "The last save did not go live. The site stays as it was. The problem is in the site's code, not in what you wrote: tell whoever runs the server.",
      forServer: "Details for whoever runs the server",
      live: "Your last change is live.",
      back: "Back to the office",
      signedIn: (name, email) => `Signed in as ${name} (${email}) · `,
      history: "Site history",
      signOut: "Sign out",
      dismiss: "Dismiss",
    },
    es: {
      publishing: "Publicando: el cambio estará en línea en alrededor de un minuto.",
      failed: "El último cambio guardado no se publicó. El sitio sigue como estaba. Corrija:",
      failedInCode:
        "El último cambio guardado no se publicó. El sitio sigue como estaba. El problema está en el código del sitio, no en lo que usted escribió. Avise a quien administra el servidor.",
      forServer: "Detalles para quien administra el servidor",
      live: "Su último cambio está en línea.",
      back: "Volver a la oficina",
      signedIn: (name, email) => `Sesión de ${name} (${email}) · `,
      history: "Historial del sitio",
      signOut: "Cerrar sesión",
      dismiss: "Cerrar este aviso",
    },
  };
  let words = WORDS.en;
  // The entry open when the session ended, put back once signed in again.
  const RETURN_TO = "editor-return-to";
  try {
    const back = window.sessionStorage.getItem(RETURN_TO);
    window.sessionStorage.removeItem(RETURN_TO);
    if (back && /^#\/collections\//.test(back) && !window.location.hash) window.location.hash = back;
  } catch {
    // storage refused: the editor opens at its start
  }
  const el = (tag, attrs, ...children) => {
    const node = document.createElement(tag);
    Object.assign(node, attrs);
    for (const child of children) node.append(child);
    return node;
  };
  // A refused save stays on the page until dismissed (Decap's own notice vanishes after a few
  // seconds): its words, each field it is about as a link to it, and the field itself marked
  // (aria-invalid, the problem beside it). Decap's label is the field's, in the English column
  // first and the Spanish one second.
  const refusal = el("div", { id: "editor-refusal", role: "alert" });
  refusal.style.cssText = "margin-top:8px";
  const unmark = () => {
    for (const node of document.querySelectorAll("[data-refusal-note]")) node.remove();
    for (const node of document.querySelectorAll('[aria-invalid="true"][data-refused]')) {
      node.removeAttribute("aria-invalid");
      node.removeAttribute("data-refused");
      node.removeAttribute("aria-describedby");
    }
  };
  const plain = (text) => text.replace(/\s*\((optional|opcional)\)\s*$/i, "").trim();
  const controlOf = (mark) => {
    const labels = [...document.querySelectorAll("label[for]")].filter((l) => plain(l.textContent) === mark.label);
    const label = labels[mark.lang === "es" && labels.length > 1 ? 1 : 0];
    return label ? document.getElementById(label.htmlFor) : null;
  };
  const showRefusal = (body) => {
    unmark();
    refusal.replaceChildren();
    const links = [];
    (body.fields || []).forEach((mark, i) => {
      const control = controlOf(mark);
      if (!control) return;
      const note = el(
        "p",
        { id: `editor-refusal-${i}`, style: "color:#9b1c1c;font-weight:bold;margin:4px 0" },
        mark.message || body.error,
      );
      note.dataset.refusalNote = "";
      control.setAttribute("aria-invalid", "true");
      control.setAttribute("aria-describedby", note.id);
      control.dataset.refused = "";
      control.insertAdjacentElement("afterend", note);
      const link = el("a", { href: `#${control.id}` }, mark.lang ? `${mark.label} (${mark.lang})` : mark.label);
      link.addEventListener("click", (event) => {
        event.preventDefault();
        control.focus();
      });
      links.push(el("li", {}, link));
    });
    const dismiss = el("button", { type: "button" }, words.dismiss);
    dismiss.addEventListener("click", () => {
      unmark();
      refusal.replaceChildren();
    });
    refusal.append(el("p", { style: "font-weight:bold;color:#9b1c1c" }, body.error));
    if (links.length) refusal.append(el("ul", {}, ...links));
    refusal.append(dismiss);
  };
  const fetchBefore = window.fetch.bind(window);
  window.fetch = async (input, init) => {
    const response = await fetchBefore(input, init);
    const url = typeof input === "string" ? input : input && input.url;
    if (!String(url || "").endsWith("/admin/api") || !init || typeof init.body !== "string") return response;
    const action = (/"action":"(\w+)"/.exec(init.body) || [])[1];
    if (!["persistEntry", "persistMedia", "deleteFile", "deleteFiles", "publishUnpublishedEntry"].includes(action))
      return response;
    if (response.ok) {
      unmark();
      refusal.replaceChildren();
      // The bar's last word ("live") was about the change before this one: ask the server now.
      pollNow();
    } else
      response
        .clone()
        .json()
        .then((body) => body && body.error && showRefusal(body))
        .catch(() => {});
    return response;
  };
  const bar = el("div", { id: "office-session", role: "region", ariaLabel: "Session" });
  // The strip's height, for the editor to end above it (admin/editor-layout.css).
  new ResizeObserver(() => document.documentElement.style.setProperty("--session-h", `${bar.offsetHeight}px`)).observe(
    bar,
  );
  const who = el("p", {});
  const state = el("div", { role: "status" });
  const show = (publish) => {
    state.replaceChildren();
    if (!publish) return;
    if (publish.building || publish.queued) state.append(el("p", {}, words.publishing));
    else if (publish.last && !publish.last.ok) {
      const lines = el("ul", {}, ...publish.last.problems.map((p) => el("li", {}, p)));
      state.append(
        el(
          "p",
          { style: "font-weight:bold;color:#9b1c1c" },
          publish.last.inContent ? words.failed : words.failedInCode,
        ),
        // The code's own failure: nothing to correct here; its lines are for whoever runs the server.
        publish.last.inContent ? lines : el("details", {}, el("summary", {}, words.forServer), lines),
      );
    } else if (publish.last && publish.last.ok) state.append(el("p", {}, words.live));
  };
  let next = null; // the next question to the server, while the bar is shown
  const poll = () =>
    api("publishState")
      .then(json)
      .then((publish) => {
        show(publish);
        next = setTimeout(poll, publish && (publish.building || publish.queued) ? 3000 : 10000);
      })
      .catch(() => {
        next = setTimeout(poll, 15000);
      });
  function pollNow() {
    if (next === null) return; // not on the site's own server, or not signed in
    clearTimeout(next);
    state.replaceChildren();
    poll();
  }
  api("whoami")
    .then(async (response) => {
      const body = await json(response);
      // Not the site's own server (npm run edit, a static host with GitHub): Decap as it is.
      if (!body) return start("en");
      if (response.status === 401) {
        // Signed out (the session ended): signing in comes back to this entry of the editor.
        try {
          if (window.location.hash) window.sessionStorage.setItem(RETURN_TO, window.location.hash);
        } catch {
          // storage refused: signing in still ends in the editor, at its start
        }
        window.location.assign("/office/site/editor");
        return;
      }
      if (body.lang === "es") {
        words = WORDS.es;
        document.documentElement.dataset.officeLang = "es";
        bar.ariaLabel = "Sesión";
      }
      if (!response.ok) {
        who.textContent = body.error;
        bar.append(who, el("p", {}, el("a", { href: "/office" }, words.back)));
        document.body.append(bar);
        return;
      }
      who.textContent = words.signedIn(body.name, body.email);
      who.append(el("a", { href: "/office/site" }, words.history));
      const signOut = el(
        "form",
        { method: "post", action: "/office/logout" },
        el("input", { type: "hidden", name: "csrf", value: body.csrf }),
        el("button", { type: "submit" }, words.signOut),
      );
      signOut.addEventListener("submit", () => window.localStorage.removeItem("decap-cms-user"));
      bar.append(who, signOut, state, refusal);
      document.body.append(bar);
      // The office's sign-in already said who this is: Decap's stand-in login page is not shown.
      try {
        window.localStorage.setItem("decap-cms-user", JSON.stringify({ backendName: "proxy" }));
      } catch {
        // storage refused: Decap shows its login button, which leads to the same place
      }
      start(body.lang);
      poll();
    })
    .catch(() => start("en"));
})();
