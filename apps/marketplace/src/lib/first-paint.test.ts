import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { afterFirstPaint } from './first-paint';

/** A window whose paint timing the test drives: `paint()` reports the first contentful paint. */
function pageWith({ visibility = 'visible', paintTiming = true } = {}) {
  let report: ((names: string[]) => void) | undefined;
  const disconnect = vi.fn();
  class FakeObserver {
    static supportedEntryTypes = paintTiming ? ['paint', 'resource'] : ['resource'];
    constructor(callback: (list: { getEntriesByName(name: string): unknown[] }) => void) {
      report = (names) =>
        callback({ getEntriesByName: (name) => names.filter((entry) => entry === name) });
    }
    observe = vi.fn();
    disconnect = disconnect;
  }
  const target = {
    document: { visibilityState: visibility },
    PerformanceObserver: FakeObserver,
    setTimeout: (run: () => void, ms: number) => window.setTimeout(run, ms),
    clearTimeout: (id: number) => window.clearTimeout(id),
  } as unknown as Window & typeof globalThis;
  return { target, paint: (names: string[]) => report?.(names), disconnect };
}

beforeEach(() => {
  vi.useFakeTimers();
});
afterEach(() => {
  vi.useRealTimers();
});

describe('starting the app after the first paint', () => {
  it('waits for the first contentful paint, then starts once', () => {
    const { target, paint, disconnect } = pageWith();
    const start = vi.fn();
    afterFirstPaint(target, start);
    paint(['first-paint']);
    expect(start).not.toHaveBeenCalled();
    paint(['first-contentful-paint']);
    expect(start).toHaveBeenCalledTimes(1);
    expect(disconnect).toHaveBeenCalled();
    // Neither a later report nor the fallback starts it again.
    paint(['first-contentful-paint']);
    vi.advanceTimersByTime(10_000);
    expect(start).toHaveBeenCalledTimes(1);
  });

  it('starts after the fallback time when no paint is reported', () => {
    const { target } = pageWith();
    const start = vi.fn();
    afterFirstPaint(target, start, 500);
    vi.advanceTimersByTime(499);
    expect(start).not.toHaveBeenCalled();
    vi.advanceTimersByTime(1);
    expect(start).toHaveBeenCalledTimes(1);
  });

  it('starts at once in a hidden page, which paints nothing', () => {
    const start = vi.fn();
    afterFirstPaint(pageWith({ visibility: 'hidden' }).target, start);
    expect(start).toHaveBeenCalledTimes(1);
  });

  it('starts at once in a browser without paint timing', () => {
    const start = vi.fn();
    afterFirstPaint(pageWith({ paintTiming: false }).target, start);
    expect(start).toHaveBeenCalledTimes(1);
  });
});
