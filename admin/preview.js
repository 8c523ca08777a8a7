// Previews for the editor at /admin: each kind of entry drawn with the site's own stylesheet and
// classes, so an editor sees roughly what a family will see. Plain JavaScript run by the editor
// (window.CMS, window.h); its words are the entry's own.
/* global CMS, h */
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

  // The site's stylesheet, named by the build on this script's tag.
  const stylesheet = document.currentScript && document.currentScript.dataset.stylesheet;
  if (stylesheet) CMS.registerPreviewStyle(stylesheet);
})();
