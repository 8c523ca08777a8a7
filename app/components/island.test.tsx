import { renderToStaticMarkup } from "react-dom/server";
import { describe, expect, test } from "vitest";
import { LanguageProvider } from "~/i18n/language-context";
import { Island } from "./island";

const render = (lang: "en" | "es", words: Record<string, string>) =>
  renderToStaticMarkup(
    <LanguageProvider lang={lang}>
      <Island name="contact-form" props={{ words }}>
        <form id="f" />
      </Island>
    </LanguageProvider>,
  );

describe("a framework island's markup", () => {
  test("the props block comes right before the marker, with the page's language", () => {
    const html = render("es", { heading: "Solicite una consulta" });
    expect(html).toBe(
      '<script type="application/json" data-island-props="contact-form">' +
        '{"words":{"heading":"Solicite una consulta"},"lang":"es"}</script>' +
        '<div data-island="contact-form"><form id="f"></form></div>',
    );
  });

  test("words cannot end the block early, and read back as written", () => {
    const words = { note: "</script><script>alert(1)</script> & <!-- x" };
    const html = render("en", words);
    const block = /<script type="application\/json" data-island-props="contact-form">([\s\S]*?)<\/script>/.exec(html)!;
    expect(block[1]).not.toContain("<");
    expect(JSON.parse(block[1]!)).toEqual({ words, lang: "en" });
  });
});
