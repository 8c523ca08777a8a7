// A page's words as its live page shows them, for the editor's previews (preview.js): the facts
// the page fills in, in the language of the preview; the sentences naming a fact the site leaves
// out dropped; and, where a fact chooses between words (billing Medicare or not), only those the
// page shows. The facts are the build's (window.previewFacts: app/lib/build/preview-facts.ts).
// Placeholders the page fills only as it shows them ({n} of {total}) stay as written, as do the
// facts of a page or an area the build has not seen yet (a new area until it is published).
(function () {
  const facts = window.previewFacts || { pages: {}, areas: {} };
  const sentenceBreak = facts.sentenceBreak && new RegExp(facts.sentenceBreak.source, facts.sentenceBreak.flags);

  // Decap's preview of the Spanish column is the entry with the Spanish data as its `data`.
  const langOf = (entry) => (entry.get("data") === entry.getIn(["i18n", "es", "data"]) ? "es" : "en");

  const names = (text, hidden) => hidden.some((name) => text.includes(`{${name}}`));
  // The same split as the pages' (withoutSentencesNaming, app/content/samples.ts).
  const withoutSentencesNaming = (text, hidden) =>
    !sentenceBreak || !names(text, hidden)
      ? text
      : text
          .split(sentenceBreak)
          .filter((sentence) => !names(sentence, hidden))
          .join(" ");

  // A fact's value may hold facts itself (an area's start-of-care phrase): filled twice, as the
  // area pages fill the phrases first, then the facts.
  const filled = (value, page, lang) => {
    if (typeof value === "string") {
      let text = value;
      for (let pass = 0; pass < 2; pass++)
        text = withoutSentencesNaming(text, page.hidden).replace(/\{(\w+)\}/g, (m, name) => page[lang][name] ?? m);
      return text;
    }
    if (Array.isArray(value)) return value.map((item) => filled(item, page, lang)).filter((item) => item !== "");
    if (value && typeof value === "object")
      return Object.fromEntries(Object.entries(value).map(([key, item]) => [key, filled(item, page, lang)]));
    return value;
  };

  // The object holding the last key of a dotted path, and that key.
  const holderOf = (words, path) => {
    const keys = path.split(".");
    const last = keys.pop();
    const holder = keys.reduce((value, key) => (value && typeof value === "object" ? value[key] : undefined), words);
    return holder && typeof holder === "object" ? [holder, last] : [null, last];
  };
  const shownWords = (words, shown) => {
    for (const [at, from] of Object.entries(shown.shownAs)) {
      const [target, key] = holderOf(words, at);
      const [source, sourceKey] = holderOf(words, from);
      if (target && source && sourceKey in source) {
        target[key] = source[sourceKey];
        delete source[sourceKey];
      }
    }
    for (const path of shown.leftOut) {
      const [holder, key] = holderOf(words, path);
      if (holder) delete holder[key];
    }
    return words;
  };

  /** `words` (one language's, plain objects) as the live page shows them; `page`: its facts, if the build has them. */
  const asShown = (words, page, lang) => (page ? filled(shownWords(words, page.shown), page, lang) : words);

  window.pagePreview = {
    /** The words of the entry (a page's words file) in the language of the preview. */
    page: (name, entry) => {
      const data = entry.get("data");
      return asShown(data && data.toJS ? data.toJS() : {}, facts.pages[name], langOf(entry));
    },
    /** The words of an area's entry in the language of the preview. */
    area: (entry) => {
      const data = entry.get("data");
      return asShown(data && data.toJS ? data.toJS() : {}, facts.areas[entry.get("slug")], langOf(entry));
    },
  };
})();
