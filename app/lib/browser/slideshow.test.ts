import { act, renderHook } from "@testing-library/react";
import type { FocusEvent } from "react";
import { afterEach, beforeEach, describe, expect, test, vi } from "vitest";
import { useSlideshow } from "~/hooks/use-slideshow";
import { initialSlideshow, SLIDE_INTERVAL_MS, slideshowReducer } from "./slideshow";

describe("slideshow reducer", () => {
  const start = initialSlideshow(4);
  test("next and prev wrap both ways; goTo jumps; only the visitor's changes are announced", () => {
    expect(slideshowReducer(start, { type: "prev" })).toMatchObject({ index: 3, announce: true });
    expect(slideshowReducer({ ...start, index: 3 }, { type: "next" })).toMatchObject({ index: 0, announce: true });
    expect(slideshowReducer({ ...start, index: 3 }, { type: "tick" })).toMatchObject({ index: 0, announce: false });
    expect(slideshowReducer(start, { type: "goTo", index: 2 })).toMatchObject({ index: 2, announce: true });
  });
});

describe("useSlideshow", () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => {
    vi.useRealTimers();
    vi.unstubAllGlobals();
  });

  test("advances every 5000 ms and wraps", () => {
    expect(SLIDE_INTERVAL_MS).toBe(5000);
    const { result } = renderHook(() => useSlideshow(4));
    act(() => vi.advanceTimersByTime(4999));
    expect(result.current.index).toBe(0);
    act(() => vi.advanceTimersByTime(1));
    expect(result.current.index).toBe(1);
    act(() => vi.advanceTimersByTime(15000));
    expect(result.current.index).toBe(0);
  });

  test("pause stops it; play starts it again", () => {
    const { result } = renderHook(() => useSlideshow(4));
    act(() => result.current.togglePlaying());
    act(() => vi.advanceTimersByTime(20000));
    expect(result.current.index).toBe(0);
    act(() => result.current.togglePlaying());
    act(() => vi.advanceTimersByTime(5000));
    expect(result.current.index).toBe(1);
  });

  test("a manual change restarts the wait", () => {
    const { result } = renderHook(() => useSlideshow(4));
    act(() => vi.advanceTimersByTime(4000));
    act(() => result.current.goTo(2));
    act(() => vi.advanceTimersByTime(4000));
    expect(result.current.index).toBe(2);
    act(() => vi.advanceTimersByTime(1000));
    expect(result.current.index).toBe(3);
  });

  test("hover and focus pause it", () => {
    const { result } = renderHook(() => useSlideshow(4));
    act(() => result.current.containerProps.onMouseEnter());
    act(() => vi.advanceTimersByTime(10000));
    expect(result.current.index).toBe(0);
    act(() => result.current.containerProps.onMouseLeave());
    act(() => result.current.containerProps.onFocus());
    act(() => vi.advanceTimersByTime(10000));
    expect(result.current.index).toBe(0);
  });

  test("leaving it waits a whole interval again, and neither pause re-renders the slideshow", () => {
    let renders = 0;
    const { result } = renderHook(() => (renders++, useSlideshow(4)));
    act(() => vi.advanceTimersByTime(4000));
    const before = renders;
    act(() => result.current.containerProps.onMouseEnter());
    act(() => result.current.containerProps.onFocus());
    act(() => vi.advanceTimersByTime(4000));
    expect(renders).toBe(before);
    act(() => result.current.containerProps.onMouseLeave());
    act(() =>
      result.current.containerProps.onBlur({
        currentTarget: document.body,
        relatedTarget: null,
      } as unknown as FocusEvent<HTMLElement>),
    );
    expect(renders).toBe(before);
    act(() => vi.advanceTimersByTime(4999));
    expect(result.current.index).toBe(0);
    act(() => vi.advanceTimersByTime(1));
    expect(result.current.index).toBe(1);
  });

  test("does not auto-advance when the visitor prefers reduced motion", () => {
    vi.stubGlobal("matchMedia", (query: string) => ({ matches: query.includes("reduce") }));
    const { result } = renderHook(() => useSlideshow(4));
    act(() => vi.advanceTimersByTime(20000));
    expect(result.current.index).toBe(0);
    expect(result.current.playing).toBe(false);
  });
});
