// Previews for the editor at /admin: each kind of entry drawn with the site's own stylesheet and
// classes, so an editor sees roughly what a family will see. Plain JavaScript run by the editor
// (window.CMS, window.h); its words are the entry's own.
/* global CMS, h, createClass */
(function () {
  const get = (entry, key) => entry.getIn(["data", key]);
  const list = (entry, key) => (get(entry, key) ? get(entry, key).toJS() : []);
  const fill = (text, entry) => String(text || "").replace(/\{(\w+)\}/g, (m, key) => get(entry, key) ?? m);
  const page = (...children) => h("main", { className: "mx-auto max-w-3xl p-6" }, ...children);
  const bullets = (items) =>
    h(
      "ul",
      { className: "mt-2 list-disc space-y-1 pl-6" },
      items.map((t, i) => h("li", { key: i }, t)),
    );

  CMS.registerPreviewTemplate("offers", ({ entry }) =>
    page(
      h(
        "article",
        { className: "flex h-full flex-col rounded-2xl border-2 border-accent-300 bg-white p-6 shadow-sm" },
        h(
          "p",
          { className: "self-start rounded-full bg-accent-700 px-4 py-1 text-xl font-bold text-white" },
          fill(get(entry, "discount"), entry),
        ),
        h("h3", { className: "mt-4 text-2xl" }, get(entry, "title")),
        h("p", { className: "mt-3" }, fill(get(entry, "description"), entry)),
        get(entry, "ends")
          ? h("p", { className: "mt-4 font-bold text-brand-800" }, "⏱ ", String(get(entry, "ends")))
          : null,
        bullets(list(entry, "terms").map((t) => fill(t, entry))),
        h(
          "p",
          { className: "mt-6 self-start rounded-xl bg-brand-700 px-5 py-3 font-bold text-white" },
          get(entry, "cta"),
        ),
      ),
    ),
  );

  CMS.registerPreviewTemplate("jobs", ({ entry }) =>
    page(
      h(
        "article",
        { className: "flex h-full flex-col rounded-2xl border border-line bg-white p-6 shadow-sm" },
        h("h3", { className: "text-2xl" }, get(entry, "title")),
        h("p", { className: "mt-3 font-bold" }, get(entry, "department")),
        h("p", { className: "mt-4" }, get(entry, "summary")),
        h("h4", { className: "mt-5 text-lg font-bold" }, "✓"),
        bullets(list(entry, "requirements")),
        h("h4", { className: "mt-5 text-lg font-bold" }, "→"),
        bullets(list(entry, "responsibilities")),
      ),
    ),
  );

  const quote = (text, who) =>
    page(
      h(
        "figure",
        { className: "rounded-2xl border border-line bg-white p-6 shadow-sm" },
        h("p", { className: "text-xl text-accent-700", "aria-hidden": "true" }, "★★★★★".slice(0, 5)),
        h("blockquote", { className: "mt-3" }, h("p", null, "“", text, "”")),
        h("figcaption", { className: "mt-4 font-bold" }, who),
      ),
    );
  CMS.registerPreviewTemplate("reviews", ({ entry }) =>
    quote(
      get(entry, "text"),
      [get(entry, "name"), get(entry, "location"), get(entry, "service")].filter(Boolean).join(" · "),
    ),
  );
  CMS.registerPreviewTemplate("team", ({ entry }) =>
    quote(get(entry, "quote"), [get(entry, "name"), get(entry, "role")].filter(Boolean).join(" · ")),
  );

  // A photo as a page shows it: the picture, its description beneath for checking.
  CMS.registerPreviewTemplate("photos", ({ entry, getAsset }) =>
    page(
      h(
        "figure",
        null,
        get(entry, "file")
          ? h("img", {
              src: String(getAsset(get(entry, "file"))),
              alt: get(entry, "alt"),
              className: "w-full rounded-2xl",
            })
          : null,
        h("figcaption", { className: "mt-3" }, get(entry, "alt")),
      ),
    ),
  );

  CMS.registerPreviewTemplate("articles", ({ entry, widgetFor }) =>
    h(
      "div",
      null,
      h(
        "header",
        { className: "border-b border-line bg-brand-50 p-6" },
        h("p", { className: "mt-4" }, String(get(entry, "date") || "")),
        h("h1", { className: "mt-4 max-w-4xl text-4xl sm:text-5xl" }, get(entry, "title")),
        h("p", { className: "mt-3" }, get(entry, "excerpt")),
      ),
      h("article", { className: "prose mx-auto max-w-3xl p-6" }, widgetFor("body")),
    ),
  );

  CMS.registerPreviewTemplate("legal", ({ entry, widgetFor }) =>
    h(
      "div",
      null,
      h(
        "header",
        { className: "border-b border-line bg-brand-50 p-6" },
        h("p", { className: "font-bold text-brand-800" }, get(entry, "eyebrow")),
        h("h1", { className: "mt-4 max-w-4xl text-4xl sm:text-5xl" }, get(entry, "heading")),
      ),
      h(
        "article",
        { className: "prose mx-auto max-w-3xl p-6" },
        h("p", { className: "text-lg" }, String(get(entry, "updated") || "")),
        widgetFor("body"),
      ),
    ),
  );

  // Words in both languages inside one file (the agency facts): English and Spanish side by side,
  // as the collections of entries show them, after the fact's own plain fields if it has any (a
  // license line's number and its sample mark). The value stays { en, es, ... }.
  const Bilingual = createClass({
    get(key) {
      const value = this.props.value;
      return value && (value.get ? value.get(key) : value[key]);
    },
    words(lang) {
      return String(this.get(lang) || "");
    },
    subfields() {
      const fields = this.props.field.get("fields");
      return fields ? fields.toJS() : [];
    },
    isValid() {
      if (this.props.field.get("required") === false) return true;
      const empty = this.subfields().filter((f) => f.widget !== "boolean" && !String(this.get(f.name) || "").trim());
      if (!empty.length) return true;
      return empty.some((f) => f.name === "en" || f.name === "es")
        ? { error: { message: "Fill in both: English and Spanish." } }
        : { error: { message: `Fill in: ${empty.map((f) => f.label).join(", ")}.` } };
    },
    change(key, next) {
      const value = this.props.value;
      // A new row has no value yet: an empty map of the editor's own kind (the field's) to start from.
      const map = value && value.set ? value : this.props.field.clear();
      this.props.onChange(map.set(key, next));
    },
    render() {
      const { forID, classNameWrapper, setActiveStyle, setInactiveStyle } = this.props;
      const labelStyle = { display: "grid", gap: "4px", fontSize: "13px", fontWeight: 600 };
      const input = (f, attrs) =>
        h("input", {
          ...attrs,
          type: "text",
          className: classNameWrapper,
          style: { fontWeight: 400 },
          value: String(this.get(f.name) || ""),
          onChange: (e) => this.change(f.name, e.target.value),
          onFocus: setActiveStyle,
          onBlur: setInactiveStyle,
        });
      const fields = this.subfields();
      const label = (name, fallback) => (fields.find((f) => f.name === name) || {}).label || fallback;
      const others = fields
        .filter((f) => f.name !== "en" && f.name !== "es")
        .map((f) =>
          f.widget === "boolean"
            ? h(
                "label",
                { key: f.name, style: { ...labelStyle, display: "flex", alignItems: "center", gap: "8px" } },
                h("input", {
                  id: `${forID}-${f.name}`,
                  type: "checkbox",
                  checked: this.get(f.name) === true,
                  onChange: (e) => this.change(f.name, e.target.checked),
                }),
                f.label,
              )
            : h("label", { key: f.name, style: labelStyle }, f.label, input(f, { id: `${forID}-${f.name}` })),
        );
      const side = (lang, fallback) =>
        h(
          "label",
          { style: labelStyle },
          label(lang, fallback),
          input({ name: lang }, { id: lang === "en" ? forID : `${forID}-es`, lang }),
        );
      return h(
        "div",
        { style: { display: "grid", gap: "12px" } },
        ...others,
        h(
          "div",
          { style: { display: "grid", gridTemplateColumns: "1fr 1fr", gap: "12px" } },
          side("en", "English"),
          side("es", "Spanish"),
        ),
      );
    },
  });
  CMS.registerWidget("bilingual", Bilingual);

  // A page's words (one file, English and Spanish): drawn as the page arranges them, its top as the
  // page's hero, then each section with its heading, paragraphs, lists and cards, in the language
  // the preview shows, as the live page shows them (admin/page-preview.js): facts filled in, and
  // only the words the page shows where a fact chooses.
  const isText = (v) => typeof v === "string";
  const section = (key, value) => {
    if (isText(value)) return h("p", { key, className: "mt-3" }, value);
    if (Array.isArray(value))
      return value.every(isText)
        ? value.length > 1 && value.every((t) => t.length < 90)
          ? h("div", { key }, bullets(value))
          : h("div", { key }, ...value.map((t, i) => h("p", { key: i, className: "mt-3" }, t)))
        : h(
            "div",
            { key, className: "mt-4 grid gap-4 sm:grid-cols-2" },
            ...value.map((v, i) =>
              h("div", { key: i, className: "rounded-2xl border border-line bg-white p-5" }, body(v)),
            ),
          );
    if (!value || typeof value !== "object") return null;
    const { heading, title, ...rest } = value;
    return h(
      "div",
      { key, className: heading ? "mt-10" : "mt-4" },
      heading ? h("h2", { className: "text-3xl" }, heading) : null,
      title ? h("h3", { className: "text-xl font-bold" }, title) : null,
      ...Object.entries(rest).map(([k, v]) => section(k, v)),
    );
  };
  const body = (value) =>
    value && typeof value === "object" && !Array.isArray(value)
      ? Object.entries(value).map(([k, v]) => section(k, v))
      : section("value", value);
  const PageWords = ({ words }) => {
    const { head, ...sections } = words;
    return h(
      "div",
      null,
      head
        ? h(
            "header",
            { className: "border-b border-line bg-brand-50 p-6" },
            h("p", { className: "font-bold text-brand-800" }, head.eyebrow),
            h("h1", { className: "mt-4 max-w-4xl text-4xl sm:text-5xl" }, head.heading),
            ...(head.intro || []).map((t, i) => h("p", { key: i, className: "mt-3 max-w-3xl text-lg" }, t)),
          )
        : null,
      h("main", { className: "mx-auto max-w-5xl p-6" }, ...Object.entries(sections).map(([k, v]) => section(k, v))),
    );
  };
  // An area (its facts and its words in one entry) is drawn like a page: its top, then its sections.
  CMS.registerPreviewTemplate("areas", ({ entry }) => PageWords({ words: window.pagePreview.area(entry) }));
  const script = document.currentScript;
  for (const name of ((script && script.dataset.pages) || "").split(" ").filter(Boolean))
    CMS.registerPreviewTemplate(name, ({ entry }) => PageWords({ words: window.pagePreview.page(name, entry) }));

  // The site's stylesheet, named by the build on this script's tag.
  const stylesheet = script && script.dataset.stylesheet;
  if (stylesheet) CMS.registerPreviewStyle(stylesheet);
})();

// A photo or file the site cannot take is refused when it is chosen, before Decap keeps it: a
// refused file kept as the entry's draft media would be sent again with every save (and refused
// again) until its tile was deleted in the media library. Too large (over 15 MB, the server's
// limit: server/editor/uploads.ts) or an iPhone's HEIC photo (by its name or its first bytes):
// the choice is undone and the person told why, in the language of the editor; what was typed
// in the entry stays. Anything else goes on to Decap as chosen.
(function () {
  const MAX_BYTES = 15 * 1024 * 1024;
  const WORDS = {
    en: {
      large: (name, mb) =>
        `Not added: ${name} is ${mb} MB; a photo or file may be at most 15 MB. Make it smaller (on a phone, share it by e-mail at a smaller size) and choose it again.`,
      heic: (name) =>
        `Not added: ${name} is a HEIC photo (an iPhone's own format), which this site cannot read. Export it as JPEG (on the iPhone: Settings, Camera, Formats, "Most Compatible"; or share the photo by e-mail, which sends a JPEG) and choose that.`,
    },
    es: {
      large: (name, mb) =>
        `No se agregó: ${name} pesa ${mb} MB. Una foto o un archivo puede pesar 15 MB como máximo. Reduzca su tamaño (en un teléfono, compártala por correo en un tamaño menor) y elíjala otra vez.`,
      heic: (name) =>
        `No se agregó: ${name} es una foto HEIC (el formato propio del iPhone), que este sitio no puede leer. Expórtela como JPEG (en el iPhone: Configuración, Cámara, Formatos, "Más compatible"; o compártala por correo, que envía un JPEG) y elija esa.`,
    },
  };
  const words = () => (document.documentElement.dataset.officeLang === "es" ? WORDS.es : WORDS.en);
  const isHeic = async (file) => {
    if (/\.hei[cf]$/i.test(file.name) || /^image\/hei[cf]/i.test(file.type)) return true;
    const head = new Uint8Array(await file.slice(0, 12).arrayBuffer());
    const ascii = (from, to) => String.fromCharCode(...head.slice(from, to));
    return ascii(4, 8) === "ftyp" && /^(heic|heix|hevc|hevx|heim|heis|mif1|msf1)$/.test(ascii(8, 12));
  };
  const passed = new WeakSet();
  window.addEventListener(
    "change",
    (event) => {
      const input = event.target;
      if (passed.has(event) || !(input instanceof HTMLInputElement) || input.type !== "file") return;
      const file = input.files && input.files[0];
      if (!file) return;
      // Held here until the file is read; sent on to Decap as a new event when it may go.
      event.stopImmediatePropagation();
      const problem = async () => {
        if (file.size > MAX_BYTES) return words().large(file.name, Math.ceil(file.size / (1024 * 1024)));
        return (await isHeic(file)) ? words().heic(file.name) : null;
      };
      problem().then((message) => {
        if (message) {
          input.value = "";
          window.alert(message);
          return;
        }
        const next = new Event("change", { bubbles: true });
        passed.add(next);
        input.dispatchEvent(next);
      });
    },
    true,
  );
})();

// On the site's own server the editor saves through /admin/api, behind the office's sign-in: a bar
// says who is signed in, whether the last save is live (or why it is not: the file and the field),
// and signs out for real. Signed out, the page goes to the office's sign-in. Elsewhere (npm run
// edit, a static host with GitHub) /admin/api does not answer JSON and nothing is shown.
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
    const dismiss = el("button", { type: "button", style: "text-decoration:underline;cursor:pointer" }, words.dismiss);
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
