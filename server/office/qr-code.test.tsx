// @vitest-environment node
/**
 * The two-step set-up's QR code: every dark module of the code (as the qrcode package computes
 * it for the authenticator's link) is one square of the drawing, at its place inside the quiet
 * zone, and nothing else is drawn dark.
 */
import QRCode from "qrcode";
import { renderToStaticMarkup } from "react-dom/server";
import { expect, test } from "vitest";
import { QrCode } from "./qr-code";

test("the drawing holds exactly the code's dark modules, four modules in from the edge", () => {
  const text = "otpauth://totp/Orange%20Blossom:ana%40example.com?secret=JBSWY3DPEHPK3PXP&issuer=Orange%20Blossom";
  const svg = renderToStaticMarkup(<QrCode text={text} label="QR code" />);
  expect(svg).toMatch(/^<svg role="img" aria-label="QR code"/);
  const { modules } = QRCode.create(text, { errorCorrectionLevel: "M" });
  expect(svg).toContain(`viewBox="0 0 ${modules.size + 8} ${modules.size + 8}"`);
  const path = /<path d="([^"]+)"/.exec(svg)![1]!;
  const drawn = new Set(
    [...path.matchAll(/M(\d+) (\d+)h1v1h-1z/g)].map((m) => `${Number(m[2]) - 4},${Number(m[1]) - 4}`),
  );
  const dark = new Set<string>();
  for (let row = 0; row < modules.size; row++)
    for (let col = 0; col < modules.size; col++) if (modules.get(row, col)) dark.add(`${row},${col}`);
  expect(dark.size).toBeGreaterThan(100);
  expect(drawn).toEqual(dark);
});
