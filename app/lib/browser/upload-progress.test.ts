import { expect, test } from "vitest";
import { postWithProgress } from "./upload-progress";

/** An XMLHttpRequest stand-in: records what is sent, and lets the test play the upload and the answer. */
class FakeXhr {
  static last: FakeXhr;
  upload: { onprogress?: (event: { lengthComputable: boolean; loaded: number; total: number }) => void } = {};
  onload?: () => void;
  onerror?: () => void;
  onabort?: () => void;
  sent: { method?: string; url?: string; headers: Record<string, string>; body?: unknown } = { headers: {} };
  status = 0;
  responseText = "";
  answerHeaders: Record<string, string> = {};
  constructor() {
    FakeXhr.last = this;
  }
  open(method: string, url: string) {
    Object.assign(this.sent, { method, url });
  }
  setRequestHeader(name: string, value: string) {
    this.sent.headers[name] = value;
  }
  getResponseHeader(name: string) {
    return this.answerHeaders[name] ?? null;
  }
  send(body: unknown) {
    this.sent.body = body;
  }
  abort() {
    this.onabort?.();
  }
}
const Xhr = FakeXhr as unknown as new () => XMLHttpRequest;

test("reports how much has gone, then answers as fetch does (status, body, Retry-After)", async () => {
  const seen: number[] = [];
  const body = new FormData();
  const answer = postWithProgress(
    "/api/forms/referral?lang=es",
    { headers: { Accept: "application/json" }, body, signal: new AbortController().signal },
    (f) => seen.push(f),
    Xhr,
  );
  const xhr = FakeXhr.last;
  expect(xhr.sent).toMatchObject({ method: "POST", url: "/api/forms/referral?lang=es", body });
  expect(xhr.sent.headers).toEqual({ Accept: "application/json" });
  xhr.upload.onprogress!({ lengthComputable: true, loaded: 250, total: 1000 });
  xhr.upload.onprogress!({ lengthComputable: false, loaded: 0, total: 0 });
  xhr.upload.onprogress!({ lengthComputable: true, loaded: 1000, total: 1000 });
  Object.assign(xhr, { status: 429, responseText: '{"ok":false}', answerHeaders: { "Retry-After": "120" } });
  xhr.onload!();
  const response = await answer;
  expect(seen).toEqual([0.25, 1]);
  expect(response.status).toBe(429);
  expect(response.headers.get("Retry-After")).toBe("120");
  expect(await response.json()).toEqual({ ok: false });
});

test("a network failure and an abort reject, as fetch does", async () => {
  const failed = postWithProgress(
    "/x",
    { headers: {}, body: new FormData(), signal: new AbortController().signal },
    () => {},
    Xhr,
  );
  FakeXhr.last.onerror!();
  await expect(failed).rejects.toThrow(TypeError);
  const controller = new AbortController();
  const aborted = postWithProgress(
    "/x",
    { headers: {}, body: new FormData(), signal: controller.signal },
    () => {},
    Xhr,
  );
  controller.abort();
  await expect(aborted).rejects.toThrow("Aborted");
});
