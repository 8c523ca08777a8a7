/**
 * The start-up log's note on the Node.js the server runs on: its version, and a warning when that
 * Node gets no more security fixes (its LTS line has reached its end of life) or never was an LTS
 * line (odd-numbered lines are not). The supported line: docs/decisions/0019-node-24.md.
 */

/** The day each LTS line reaches its end of life (the Node.js release schedule). */
export const LTS_END_OF_LIFE: Readonly<Record<number, string>> = {
  18: "2025-04-30",
  20: "2026-04-30",
  22: "2027-04-30",
  24: "2028-04-30",
  26: "2029-04-30",
};

/** The lines to log for `version` (`process.version`, e.g. "v24.21.0") on `today`. */
export function nodeVersionNotes(version: string, today: Date): string[] {
  const major = Number(/^v?(\d+)\./.exec(version)?.[1]);
  const endOfLife = LTS_END_OF_LIFE[major];
  const oldest = Math.min(...Object.keys(LTS_END_OF_LIFE).map(Number));
  const upgrade = "move to Node.js 24 LTS (docs/upgrading.md).";
  if (major % 2 === 1)
    return [`node ${version}`, `warning: Node.js ${major} is not a long-term support line: ${upgrade}`];
  if (endOfLife && today.getTime() >= Date.parse(endOfLife))
    return [
      `node ${version}`,
      `warning: Node.js ${major} reached its end of life on ${endOfLife} and gets no security fixes: ${upgrade}`,
    ];
  if (major < oldest) return [`node ${version}`, `warning: Node.js ${major} is past its end of life: ${upgrade}`];
  return [endOfLife ? `node ${version} (LTS, security fixes until ${endOfLife})` : `node ${version}`];
}
