/**
 * A QR code drawn on the server as SVG (no script, no image file): the two-step set-up shows the
 * authenticator's link as one, to scan with a phone. Each dark module is one unit square of a
 * single path; a quiet zone of four modules surrounds it, as scanners expect.
 */
import QRCode from "qrcode";

const QUIET = 4;

export function QrCode({ text, label, size = 200 }: { text: string; label: string; size?: number }) {
  const { modules } = QRCode.create(text, { errorCorrectionLevel: "M" });
  const squares: string[] = [];
  for (let row = 0; row < modules.size; row++)
    for (let col = 0; col < modules.size; col++)
      if (modules.get(row, col)) squares.push(`M${col + QUIET} ${row + QUIET}h1v1h-1z`);
  const side = modules.size + 2 * QUIET;
  return (
    <svg
      role="img"
      aria-label={label}
      width={size}
      height={size}
      viewBox={`0 0 ${side} ${side}`}
      shapeRendering="crispEdges"
      className="border-2 border-muted bg-white"
    >
      <rect width={side} height={side} fill="#fff" />
      <path d={squares.join("")} fill="#000" />
    </svg>
  );
}
