/**
 * Reads a laid-out page for the ways large text or a wide font break it: the page scrolls
 * sideways, an element or a text runs past its container, a word (or a figure) is split over two
 * lines, a phone number is split. Runs inside the page (page.evaluate), so it is self-contained.
 *
 * A word is a run of non-spaces; a break is allowed only where a line may end in a word: after a
 * hyphen or slash before a letter ("after-hours", "10-minute", "y/o"), or at a <wbr> (a text
 * node ends there). Text in a language written without spaces between words (Chinese, Japanese,
 * Thai and their neighbours: the taglines of the language-assistance notice) may break between
 * its characters, as it does in print.
 * Phone numbers and times of day, which hold spaces, must each sit on one line as a whole.
 */
export interface TextLayoutProblems {
  scroll: string | null;
  spilled: string[];
  broken: string[];
  phones: string[];
  /** Times of day set on two lines ("6:00 p. / m."). */
  times: string[];
}

export function readTextLayout(): TextLayoutProblems {
  const label = (el: Element) =>
    `${el.localName}${el.id ? `#${el.id}` : ""}${el.classList.length ? `.${[...el.classList].slice(0, 3).join(".")}` : ""}`;
  const where = (node: Node) => {
    const parts: string[] = [];
    for (let el = node.parentElement; el && el !== document.body && parts.length < 3; el = el.parentElement)
      parts.unshift(label(el));
    return parts.join(" > ");
  };
  /** Left out: what is not drawn, visually hidden text (1 px, clipped) and what floats over the page. */
  const skipped = (el: Element): boolean => {
    for (let e: Element | null = el; e && e !== document.body; e = e.parentElement) {
      const style = getComputedStyle(e);
      if (style.display === "none" || style.visibility === "hidden") return true;
      if (style.position === "absolute" || style.position === "fixed") return true;
    }
    return false;
  };

  const { scrollWidth, clientWidth } = document.documentElement;
  const scroll = scrollWidth > clientWidth ? `${scrollWidth} > ${clientWidth}` : null;

  // Elements past their container's border box (a container that scrolls its content sideways
  // on purpose would be listed here, with the reason).
  const spilled: string[] = [];
  const boxes = new Map<Element, DOMRect>();
  const rectOf = (el: Element) => boxes.get(el) ?? boxes.set(el, el.getBoundingClientRect()).get(el)!;
  for (const el of document.body.querySelectorAll("*")) {
    if (el instanceof SVGElement && el.localName !== "svg") continue; // drawn in its own viewBox
    const box = rectOf(el);
    if (box.width === 0 && box.height === 0) continue;
    let parent = el.parentElement!;
    let outer = rectOf(parent);
    if (box.right <= outer.right + 1 && box.left >= outer.left - 1) continue;
    while (parent !== document.body && getComputedStyle(parent).display === "contents") parent = parent.parentElement!;
    // The one exception: a data table scrolls sideways in its own box (WCAG 1.4.10 exempts tables).
    if (
      /auto|scroll/.test(getComputedStyle(parent).overflowX) &&
      (parent.localName === "table" || el.localName === "table")
    )
      continue;
    outer = rectOf(parent);
    if (box.right <= outer.right + 1 && box.left >= outer.left - 1) continue;
    if (skipped(el)) continue;
    spilled.push(
      `${where(el)} > ${label(el)} "${(el.textContent ?? "").trim().slice(0, 30)}": ${Math.round(box.left)}..${Math.round(box.right)} in ${Math.round(outer.left)}..${Math.round(outer.right)}`,
    );
  }

  const broken: string[] = [];
  const phones: string[] = [];
  const times: string[] = [];
  const walker = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT);
  const range = document.createRange();
  const lines = (node: Text, start: number, end: number) => {
    range.setStart(node, start);
    range.setEnd(node, end);
    const tops = [...range.getClientRects()].filter((r) => r.width > 0).map((r) => r.top);
    return tops.length < 2 ? 1 : Math.max(...tops) - Math.min(...tops) > 2 ? 2 : 1;
  };
  const unspaced = (el: Element) => /^(zh|ja|th|lo|km|my)\b/.test(el.closest("[lang]")?.getAttribute("lang") ?? "");
  for (let node = walker.nextNode() as Text | null; node; node = walker.nextNode() as Text | null) {
    const text = node.data;
    if (!text.trim() || !node.parentElement || node.parentElement.closest("script, style, template")) continue;
    range.selectNodeContents(node);
    if (range.getClientRects().length === 0) continue;
    const ok = () => !skipped(node.parentElement!);
    // Text past its element's box (a word too long for its line).
    const own = node.parentElement.getBoundingClientRect();
    const rects = [...range.getClientRects()];
    if (rects.some((r) => r.width > 0 && (r.right > own.right + 1 || r.left < own.left - 1)) && ok())
      spilled.push(`${where(node)}: text "${text.trim().slice(0, 40)}" runs past its box`);
    for (const match of unspaced(node.parentElement) ? [] : text.matchAll(/\S+/g)) {
      // Pieces a line may end between: after a hyphen or slash between a letter or digit and a letter.
      let start = match.index;
      for (const piece of match[0].split(/(?<=[\p{L}\d][-\u2010/])(?=\p{L})/u)) {
        const end = start + piece.length;
        if (lines(node, start, end) > 1 && ok()) broken.push(`${where(node)}: "${piece}"`);
        start = end;
      }
    }
    for (const match of text.matchAll(/\(?\d{3}\)?[\s.\u00a0-]?\d{3}[-\u2011]\d{4}/g))
      if (lines(node, match.index, match.index + match[0].length) > 1 && ok())
        phones.push(`${where(node)}: "${match[0]}"`);
    // A time of day: "6:00 PM", "6:00 p. m.".
    for (const match of text.matchAll(/\d{1,2}:\d{2}[\s\u00a0]*(?:[AP]M|[ap]\.[\s\u00a0]*m\.)/g))
      if (lines(node, match.index, match.index + match[0].length) > 1 && ok())
        times.push(`${where(node)}: "${match[0]}"`);
  }
  return { scroll, spilled, broken, phones, times };
}
