import { act, renderHook } from "@testing-library/react";
import { afterEach, expect, test, vi } from "vitest";
import { deliver } from "~/lib/browser/deliver";
import { useDelivery } from "./use-delivery";

const endpoint = "https://forms.example.org/f/abc";
const values = { name: "Ana", phone: "(863) 555-0100", message: "x".repeat(10_000) };

afterEach(() => vi.restoreAllMocks());

function deferred() {
  let resolve!: (r: Response) => void;
  const promise = new Promise<Response>((r) => (resolve = r));
  return { promise, resolve };
}

test("idle -> sending -> sent, and a second submit while sending sends nothing", async () => {
  const answer = deferred();
  const fetchImpl = vi.fn<typeof fetch>(() => answer.promise);
  const { result } = renderHook(() => useDelivery("contact", deliver));
  expect(result.current.state).toBe("idle");

  let first!: Promise<unknown>;
  act(() => {
    first = result.current.submit(values, { endpoint, fetchImpl });
  });
  expect(result.current.state).toBe("sending");
  await act(() => result.current.submit(values, { endpoint, fetchImpl }));
  expect(fetchImpl).toHaveBeenCalledTimes(1);

  await act(async () => {
    answer.resolve(new Response(null, { status: 200 }));
    await first;
  });
  expect(result.current.state).toBe("sent");
  act(() => result.current.reset());
  expect(result.current.state).toBe("idle");
});

test("a failure keeps every value as typed and can be tried again", async () => {
  const fetchImpl = vi.fn<typeof fetch>(() => Promise.resolve(new Response(null, { status: 500 })));
  const { result } = renderHook(() => useDelivery("contact", deliver));
  await act(() => result.current.submit(values, { endpoint, fetchImpl }));
  expect(result.current.state).toBe("failed");
  expect(result.current.result).toEqual({ ok: false, reason: "status", status: 500 });
  expect(result.current.values).toEqual(values);

  fetchImpl.mockImplementation(() => Promise.resolve(new Response(null, { status: 200 })));
  await act(() => result.current.submit(values, { endpoint, fetchImpl }));
  expect(fetchImpl).toHaveBeenCalledTimes(2);
  expect(result.current.state).toBe("sent");
});

test("console mode: logs and confirms", async () => {
  const info = vi.spyOn(console, "info").mockImplementation(() => {});
  const { result } = renderHook(() => useDelivery("newsletter", deliver));
  await act(() => result.current.submit({ email: "a@b.example" }, { endpoint: "console" }));
  expect(info).toHaveBeenCalledOnce();
  expect(result.current.state).toBe("sent");
});

test("the server's field errors are returned and leave the form idle (not failed)", async () => {
  const errors = { phone: "Escriba su número de teléfono" };
  const fetchImpl = vi.fn<typeof fetch>(() =>
    Promise.resolve(new Response(JSON.stringify({ ok: false, errors }), { status: 400 })),
  );
  const { result } = renderHook(() => useDelivery("contact", deliver));
  let answer: unknown;
  await act(async () => {
    answer = await result.current.submit(values, { endpoint: "server", fetchImpl });
  });
  expect(answer).toEqual({ ok: false, reason: "invalid", errors });
  expect(result.current.state).toBe("idle");
  expect(result.current.values).toEqual(values);
});
