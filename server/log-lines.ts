/**
 * The server's log on standard output, written once per turn of the event loop: a busy server
 * logs every request without one write (and console.log's formatting) per line.
 */
export function lineLog(write: (text: string) => void = (text) => void process.stdout.write(text)) {
  let lines: string[] = [];
  const flush = () => {
    if (lines.length === 0) return;
    const text = `${lines.join("\n")}\n`;
    lines = [];
    write(text);
  };
  const log = (line: string) => {
    if (lines.push(line) === 1) setImmediate(flush);
  };
  return { log, flush };
}
