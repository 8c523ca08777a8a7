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
