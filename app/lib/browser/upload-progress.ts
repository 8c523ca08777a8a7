/**
 * A POST whose upload reports its progress (a referral's documents on a slow phone connection):
 * fetch cannot tell how much of a body has gone, XMLHttpRequest can. It answers as fetch does (a
 * Response, a rejection for a network failure or an abort), so the caller reads the answer the
 * same way either way.
 */
export function postWithProgress(
  url: string,
  init: { headers: Record<string, string>; body: FormData; signal: AbortSignal },
  onProgress: (fraction: number) => void,
  Request: new () => XMLHttpRequest = XMLHttpRequest,
): Promise<Response> {
  return new Promise((resolve, reject) => {
    const xhr = new Request();
    xhr.open("POST", url);
    for (const [name, value] of Object.entries(init.headers)) xhr.setRequestHeader(name, value);
    xhr.upload.onprogress = (event) => {
      if (event.lengthComputable && event.total > 0) onProgress(Math.min(1, event.loaded / event.total));
    };
    xhr.onload = () => {
      const retryAfter = xhr.getResponseHeader("Retry-After");
      const headers: Record<string, string> = { "Content-Type": xhr.getResponseHeader("Content-Type") ?? "" };
      if (retryAfter) headers["Retry-After"] = retryAfter;
      // A Response cannot carry a 1xx or a 0 status: those are network failures here.
      if (xhr.status < 200 || xhr.status > 599) return reject(new TypeError("Failed to fetch"));
      const empty = [204, 205, 304].includes(xhr.status);
      resolve(new Response(empty ? null : xhr.responseText, { status: xhr.status, headers }));
    };
    xhr.onerror = () => reject(new TypeError("Failed to fetch"));
    xhr.onabort = () => reject(new DOMException("Aborted", "AbortError"));
    init.signal.addEventListener("abort", () => xhr.abort(), { once: true });
    xhr.send(init.body);
  });
}
