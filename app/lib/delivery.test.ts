import { afterEach, describe, expect, test, vi } from "vitest";
import { site } from "~/content/site";
import { DELIVERY_TIMEOUT_MS, deliver, HONEYPOT_FIELD, payload } from "./delivery";

const values = { name: "Rosa Díaz", phone: "(863) 555-0100", message: "Mamá necesita ayuda 🌼 <script>x</script>" };
const endpoint = "https://forms.example.org/f/abc";

function fakeFetch(answer: () => Promise<Response>) {
  return vi.fn<typeof fetch>(() => answer());
}

afterEach(() => {
  vi.restoreAllMocks();
  vi.useRealTimers();
});

describe("console mode (the default)", () => {
  test("the config defaults to the site's own server and JSON", () => {
    expect(site.formEndpoint).toBe("server");
    expect(site.formEncoding).toBe("json");
  });

  test("logs the form's name and values with console.info, sends nothing and succeeds", async () => {
    const info = vi.spyOn(console, "info").mockImplementation(() => {});
    const fetchImpl = fakeFetch(() => Promise.reject(new Error("must not be called")));
    await expect(deliver("contact", values, { fetchImpl })).resolves.toEqual({ ok: true });
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
