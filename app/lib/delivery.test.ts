import { afterEach, describe, expect, test, vi } from "vitest";
import { site } from "~/content/site";
import { DELIVERY_TIMEOUT_MS, deliver, payload } from "./browser/deliver";
import { formAction, HONEYPOT_FIELD, isRemoteEndpoint, takesFiles } from "./delivery";

const values = { name: "Rosa Díaz", phone: "(863) 555-0100", message: "Mamá necesita ayuda 🌼 <script>x</script>" };
const endpoint = "https://forms.example.org/f/abc";

function fakeFetch(answer: () => Promise<Response>) {
  return vi.fn<typeof fetch>(() => answer());
}

afterEach(() => {
  vi.restoreAllMocks();
  vi.useRealTimers();
});

describe("console mode", () => {
  test("the config defaults to the site's own server and JSON", () => {
    expect(site.formEndpoint).toBe("server");
    expect(site.formEncoding).toBe("json");
  });

  test("logs the form's name and values with console.info, sends nothing and succeeds", async () => {
    const info = vi.spyOn(console, "info").mockImplementation(() => {});
    const fetchImpl = fakeFetch(() => Promise.reject(new Error("must not be called")));
    await expect(deliver("contact", values, { endpoint: "console", fetchImpl })).resolves.toEqual({ ok: true });
    expect(fetchImpl).not.toHaveBeenCalled();
    expect(info).toHaveBeenCalledTimes(1);
    expect(info.mock.calls[0]![1]).toEqual({ form: "contact", ...values });
  });
});

describe("an https endpoint", () => {
  test("POSTs the values as JSON and succeeds on 2xx", async () => {
    const fetchImpl = fakeFetch(() => Promise.resolve(new Response("{}", { status: 200 })));
    await expect(deliver("contact", values, { endpoint, encoding: "json", fetchImpl })).resolves.toEqual({ ok: true });
    const [url, init] = fetchImpl.mock.calls[0]!;
    expect(url).toBe(endpoint);
    expect(init?.method).toBe("POST");
    expect(init?.credentials).toBe("omit");
    expect(new Headers(init?.headers).get("Content-Type")).toBe("application/json");
    expect(JSON.parse(String(init?.body))).toEqual({ form: "contact", ...values });
  });

  test("form-encodes the values for services that take them so", async () => {
    const fetchImpl = fakeFetch(() => Promise.resolve(new Response(null, { status: 204 })));
    await expect(
      deliver("newsletter", { email: "a@b.example" }, { endpoint, encoding: "form", fetchImpl }),
    ).resolves.toEqual({
      ok: true,
    });
    const init = fetchImpl.mock.calls[0]![1]!;
    expect(new Headers(init.headers).get("Content-Type")).toMatch(/^application\/x-www-form-urlencoded/);
    expect(Object.fromEntries(new URLSearchParams(String(init.body)))).toEqual({
      form: "newsletter",
      email: "a@b.example",
    });
  });

  test.each([400, 404, 500, 503])("a %i answer is a failure that carries the status", async (status) => {
    const fetchImpl = fakeFetch(() => Promise.resolve(new Response("no", { status })));
    await expect(deliver("contact", values, { endpoint, fetchImpl })).resolves.toEqual({
      ok: false,
      reason: "status",
      status,
    });
  });

  test("a network error is a failure, never a thrown error", async () => {
    const fetchImpl = fakeFetch(() => Promise.reject(new TypeError("Failed to fetch")));
    await expect(deliver("application", values, { endpoint, fetchImpl })).resolves.toEqual({
      ok: false,
      reason: "network",
    });
  });

  test("no answer within 15 seconds aborts the request: a timeout", async () => {
    vi.useFakeTimers();
    let signal: AbortSignal | undefined;
    const fetchImpl = vi.fn<typeof fetch>(
      (_url, init) =>
        new Promise((_resolve, reject) => {
          signal = init?.signal ?? undefined;
          signal?.addEventListener("abort", () => reject(new DOMException("Aborted", "AbortError")));
        }),
    );
    const pending = deliver("contact", values, { endpoint, fetchImpl });
    await vi.advanceTimersByTimeAsync(DELIVERY_TIMEOUT_MS - 1);
    expect(signal?.aborted).toBe(false);
    await vi.advanceTimersByTimeAsync(1);
    expect(signal?.aborted).toBe(true);
    await expect(pending).resolves.toEqual({ ok: false, reason: "timeout" });
    expect(DELIVERY_TIMEOUT_MS).toBe(15_000);
  });

  test("the caller's values are never changed", async () => {
    const mine = { ...values, [HONEYPOT_FIELD]: "" };
    const copy = structuredClone(mine);
    await deliver("contact", mine, { endpoint, fetchImpl: fakeFetch(() => Promise.reject(new Error("down"))) });
    expect(mine).toEqual(copy);
  });
});

describe("this site's own server", () => {
  const json = (status: number, body: unknown) =>
    fakeFetch(() => Promise.resolve(new Response(JSON.stringify(body), { status })));

  test("POSTs JSON to /api/forms/<form> on the same origin, whatever the encoding, and returns the id", async () => {
    const fetchImpl = json(200, { ok: true, id: "r-42" });
    const sent = { ...values, lang: "es" };
    await expect(deliver("application", sent, { endpoint: "server", encoding: "form", fetchImpl })).resolves.toEqual({
      ok: true,
      id: "r-42",
    });
    const [url, init] = fetchImpl.mock.calls[0]!;
    expect(url).toBe("/api/forms/application");
    expect(init?.mode).toBe("same-origin");
    expect(new Headers(init?.headers).get("Content-Type")).toBe("application/json");
    expect(JSON.parse(String(init?.body))).toEqual({ form: "application", ...sent });
  });

  test("the form's action (a same-origin path) is the same mode", async () => {
    const fetchImpl = json(200, { ok: true, id: "r-1" });
    await deliver("newsletter", { email: "a@b.example" }, { endpoint: "/api/forms/newsletter", fetchImpl });
    expect(fetchImpl.mock.calls[0]![0]).toBe("/api/forms/newsletter");
    expect(fetchImpl.mock.calls[0]![1]?.mode).toBe("same-origin");
  });

  test("a 400 with field errors returns them; a 400 without them is a plain status failure", async () => {
    const errors = { phone: "Escriba su número de teléfono", email: "Revise su correo" };
    await expect(
      deliver("contact", values, { endpoint: "server", fetchImpl: json(400, { ok: false, errors }) }),
    ).resolves.toEqual({ ok: false, reason: "invalid", errors });
    await expect(
      deliver("contact", values, { endpoint: "server", fetchImpl: json(400, { ok: false, error: "malformed" }) }),
    ).resolves.toEqual({ ok: false, reason: "status", status: 400, error: "malformed" });
  });

  test.each([
    [403, "cross-site"],
    [413, "too-large"],
    [429, "too-many"],
    [405, "method"],
    [500, "server"],
  ])("a %i answer carries the status and the server's code", async (status, error) => {
    await expect(
      deliver("contact", values, { endpoint: "server", fetchImpl: json(status, { ok: false, error }) }),
    ).resolves.toEqual({ ok: false, reason: "status", status, error });
  });

  test("a 429 says how long to wait (Retry-After); a referral's answer says its reference and the call's time", async () => {
    const limited = fakeFetch(() =>
      Promise.resolve(
        new Response(JSON.stringify({ ok: false, error: "too_many" }), {
          status: 429,
          headers: { "Content-Type": "application/json", "Retry-After": "1800" },
        }),
      ),
    );
    await expect(deliver("referral", values, { endpoint: "server", fetchImpl: limited })).resolves.toEqual({
      ok: false,
      reason: "status",
      status: 429,
      error: "too_many",
      retryAfter: 1800,
    });
    const kept = {
      ok: true,
      id: "3f9a1c07-0000-4000-8000-000000000000",
      reference: "3F9A1C07",
      callBy: "Saturday, 12:00 AM",
    };
    await expect(deliver("referral", values, { endpoint: "server", fetchImpl: json(200, kept) })).resolves.toEqual(
      kept,
    );
  });

  test("an answer that is not JSON (a proxy's error page) is still a typed result", async () => {
    const fetchImpl = fakeFetch(() => Promise.resolve(new Response("<h1>Bad gateway</h1>", { status: 502 })));
    await expect(deliver("contact", values, { endpoint: "server", fetchImpl })).resolves.toEqual({
      ok: false,
      reason: "status",
      status: 502,
    });
  });

  test("network failure and timeout, as with any endpoint", async () => {
    const down = fakeFetch(() => Promise.reject(new TypeError("Failed to fetch")));
    await expect(deliver("contact", values, { endpoint: "server", fetchImpl: down })).resolves.toEqual({
      ok: false,
      reason: "network",
    });
    const hang = vi.fn<typeof fetch>(
      (_url, init) =>
        new Promise((_resolve, reject) =>
          init?.signal?.addEventListener("abort", () => reject(new DOMException("Aborted", "AbortError"))),
        ),
    );
    await expect(deliver("contact", values, { endpoint: "server", fetchImpl: hang, timeoutMs: 5 })).resolves.toEqual({
      ok: false,
      reason: "timeout",
    });
  });

  test("the form's action for a native post, in each mode", () => {
    expect(formAction("contact", "server")).toBe("/api/forms/contact");
    expect(formAction("newsletter", "server")).toBe("/api/forms/newsletter");
    expect(formAction("application", endpoint)).toBe(endpoint);
    expect(formAction("contact", "console")).toBeUndefined();
    expect(isRemoteEndpoint("//evil.example/f")).toBe(false);
  });
});

describe("the honeypot", () => {
  test("a filled honeypot is answered ok and nothing is sent or logged", async () => {
    const info = vi.spyOn(console, "info").mockImplementation(() => {});
    const fetchImpl = fakeFetch(() => Promise.resolve(new Response(null)));
    await expect(deliver("contact", { ...values, [HONEYPOT_FIELD]: "spam" }, { endpoint, fetchImpl })).resolves.toEqual(
      {
        ok: true,
      },
    );
    await deliver("contact", { ...values, [HONEYPOT_FIELD]: "spam" });
    expect(fetchImpl).not.toHaveBeenCalled();
    expect(info).not.toHaveBeenCalled();
  });

  test("an empty honeypot never travels", () => {
    expect(payload("contact", { name: "A", [HONEYPOT_FIELD]: "" })).toEqual({ form: "contact", name: "A" });
  });
});

describe("files (a referral's documents, a résumé)", () => {
  const files = () => ({
    documents: [
      new File(["%PDF-1.4 orders"], "orders.pdf", { type: "application/pdf" }),
      new File([new Uint8Array(300_000)], "note.pdf", { type: "application/pdf" }),
    ],
  });

  test("go to the site's own server as multipart, with the values, the browser writing the boundary", async () => {
    const fetchImpl = fakeFetch(() => Promise.resolve(new Response(JSON.stringify({ ok: true, id: "r-7" }))));
    const result = await deliver(
      "referral",
      { name: "Dana", lang: "es" },
      { endpoint: "server", fetchImpl, files: files() },
    );
    expect(result).toEqual({ ok: true, id: "r-7" });
    const [url, init] = fetchImpl.mock.calls[0]!;
    expect(url).toBe("/api/forms/referral");
    expect(new Headers(init?.headers).get("Content-Type")).toBeNull();
    expect(new Headers(init?.headers).get("Accept")).toBe("application/json");
    const body = init?.body as FormData;
    expect(body).toBeInstanceOf(FormData);
    expect([body.get("form"), body.get("name"), body.get("lang")]).toEqual(["referral", "Dana", "es"]);
    expect(body.getAll("documents").map((f) => (f as File).name)).toEqual(["orders.pdf", "note.pdf"]);
  });

  test("no files: JSON as before; never to a form service", async () => {
    const own = fakeFetch(() => Promise.resolve(new Response(JSON.stringify({ ok: true }))));
    await deliver("application", { name: "Rita" }, { endpoint: "server", fetchImpl: own, files: { resume: [] } });
    expect(new Headers(own.mock.calls[0]![1]?.headers).get("Content-Type")).toBe("application/json");
    const service = fakeFetch(() => Promise.resolve(new Response(null, { status: 200 })));
    await deliver("application", { name: "Rita" }, { endpoint, encoding: "json", fetchImpl: service, files: files() });
    expect(JSON.parse(String(service.mock.calls[0]![1]?.body))).toEqual({ form: "application", name: "Rita" });
    expect(takesFiles("server")).toBe(true);
    expect(takesFiles("console")).toBe(true);
    expect(takesFiles(endpoint)).toBe(false);
  });

  test("get time to travel: 15 seconds and 100 KB a second on top", async () => {
    vi.useFakeTimers();
    let signal: AbortSignal | undefined;
    const fetchImpl = vi.fn<typeof fetch>(
      (_url, init) =>
        new Promise((_resolve, reject) => {
          signal = init?.signal ?? undefined;
          signal?.addEventListener("abort", () => reject(new DOMException("Aborted", "AbortError")));
        }),
    );
    const pending = deliver("referral", { name: "Dana" }, { endpoint: "server", fetchImpl, files: files() });
    const bytes = files().documents.reduce((sum, f) => sum + f.size, 0);
    await vi.advanceTimersByTimeAsync(DELIVERY_TIMEOUT_MS + bytes / 100 - 1);
    expect(signal?.aborted).toBe(false);
    await vi.advanceTimersByTimeAsync(1);
    await expect(pending).resolves.toEqual({ ok: false, reason: "timeout" });
  });
});
