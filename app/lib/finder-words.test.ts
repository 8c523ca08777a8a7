import { describe, expect, test } from "vitest";
import { areasOverview } from "~/content/areas/overview";
import { fill } from "~/i18n/format";
import { distance, echo, ECHO_LENGTH, placeName, placeQuery } from "./finder-words";

const labels = (lang: "en" | "es") => areasOverview[lang].finder;

describe("the finder's words", () => {
  test("counties are named as each language writes them", () => {
    expect(placeName("Polk County", labels("en"), true)).toBe("Polk County");
    expect(placeName("Hardee County", labels("es"))).toBe("condado de Hardee");
    expect(fill(labels("es").found, { place: placeName("Polk County", labels("es"), true) })).toBe(
      "Sí, atendemos el condado de Polk.",
    );
    expect(placeName("Winter Haven", labels("es"), true)).toBe("Winter Haven");
  });

  test("a county typed in Spanish is searched by its name in the data", () => {
    expect(placeQuery("condado de Polk")).toBe("Polk County");
    expect(placeQuery("El condado de  Highlands ")).toBe("Highlands County");
    expect(placeQuery("Lakeland")).toBe("Lakeland");
  });

  test("one mile is singular, in both languages", () => {
    expect(fill(labels("en").withinRadius, { miles: distance(1, labels("en")), radius: 25 })).toMatch(
      /^About 1 mile from/,
    );
    expect(fill(labels("es").withinRadius, { miles: distance(1, labels("es")), radius: 25 })).toMatch(
      /^A cerca de 1 milla de/,
    );
    expect(distance(12, labels("en"))).toBe("About 12 miles");
    expect(distance(12, labels("es"))).toBe("A unas 12 millas");
  });

  test("what was typed is echoed back briefly", () => {
    expect(echo("  Ocala ")).toBe("Ocala");
    const long = "x".repeat(300);
    expect(echo(long)).toBe(`${"x".repeat(ECHO_LENGTH)}…`);
  });

  test("an empty search says what to type", () => {
    expect(fill(labels("en").emptySubmit, { submit: labels("en").submit })).toContain("“Check”");
    expect(fill(labels("es").emptySubmit, { submit: labels("es").submit })).toContain("«Consultar»");
  });
});
