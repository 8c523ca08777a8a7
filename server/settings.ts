/**
 * The server's settings from the environment (README "Running the server"):
 * PORT, HOST (127.0.0.1:4173), DATA_DIR (./data), DATA_KEY, SMTP_URL, NOTIFY_TO,
 * OFFICE_PASSWORD, TRUST_PROXY (1 behind Caddy or nginx).
 */
export interface Settings {
  port: number;
  host: string;
  dataDir: string;
  dataKey?: string;
  smtpUrl?: string;
  notifyTo?: string;
  officePassword?: string;
  trustProxy: boolean;
}

export function settingsFromEnv(env: NodeJS.ProcessEnv = process.env): Settings {
  const blank = (value: string | undefined) => (value?.trim() ? value.trim() : undefined);
  return {
    port: Number(env.PORT) || 4173,
    host: blank(env.HOST) ?? "127.0.0.1",
    dataDir: blank(env.DATA_DIR) ?? "data",
    dataKey: blank(env.DATA_KEY),
    smtpUrl: blank(env.SMTP_URL),
    notifyTo: blank(env.NOTIFY_TO),
    officePassword: blank(env.OFFICE_PASSWORD),
    trustProxy: /^(1|true|yes)$/i.test(env.TRUST_PROXY ?? ""),
  };
}

/** What the start-up log says about settings left unset (never their values). */
export function startupWarnings(settings: Settings): string[] {
  const warnings: string[] = [];
  if (!settings.dataKey) warnings.push("DATA_KEY is not set: requests are stored unencrypted.");
  if (!settings.officePassword) warnings.push("OFFICE_PASSWORD is not set: the office inbox (/office) is off.");
  if (!settings.smtpUrl)
    warnings.push("SMTP_URL is not set: the office is not e-mailed; notifications wait in the outbox.");
  return warnings;
}
