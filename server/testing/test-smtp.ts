/**
 * A real SMTP server (smtp-server) for tests, on 127.0.0.1: it keeps every message it receives,
 * decoded, and hands each one to `onMail` (the browser tests' set-up writes them to files).
 */
import type { AddressInfo } from "node:net";
import { SMTPServer } from "smtp-server";

export interface Mail {
  to: string[];
  /** The message with its quoted-printable and base64 parts decoded. */
  raw: string;
}

/** Decodes the message's parts (nodemailer writes text as quoted-printable or base64). */
export function decodeMail(raw: string): string {
  return raw.replace(
    /(Content-Transfer-Encoding: (quoted-printable|base64)\r\n(?:[^\r\n]+\r\n)*\r\n)([\s\S]*?)(?=\r\n--|$)/gi,
    (_all, head: string, encoding: string, body: string) => {
      const bytes =
        encoding.toLowerCase() === "base64"
          ? Buffer.from(body.replace(/\s+/g, ""), "base64")
          : Buffer.from(
              body
                .replace(/=\r?\n/g, "")
                .replace(/=([0-9A-F]{2})/g, (_m, hex: string) => String.fromCharCode(parseInt(hex, 16))),
              "latin1",
            );
      return head + bytes.toString("utf8");
    },
  );
}

/** Keeps every message (plain SMTP: STARTTLS off); port 0 takes a free one. */
export async function smtpServer(port = 0, onMail?: (mail: Mail) => void) {
  const mails: Mail[] = [];
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ["STARTTLS"],
    logger: false,
    onData(stream, session, callback) {
      const chunks: Buffer[] = [];
      stream.on("data", (chunk: Buffer) => chunks.push(chunk));
      stream.on("end", () => {
        const raw = decodeMail(Buffer.concat(chunks).toString("utf8"));
        const mail = { to: session.envelope.rcptTo.map((r) => r.address), raw };
        mails.push(mail);
        onMail?.(mail);
        callback();
      });
    },
  });
  await new Promise<void>((resolve, reject) => {
    server.once("error", reject);
    server.listen(port, "127.0.0.1", resolve);
  });
  const { port: bound } = server.server.address() as AddressInfo;
  return {
    url: `smtp://127.0.0.1:${bound}`,
    mails,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
