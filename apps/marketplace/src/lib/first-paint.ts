/**
 * Runs `start` once the page's first contentful paint has been shown, or after `fallbackMs` (a
 * page that does not paint soon, or a browser without paint timing): the app's code then starts
 * after the boot markup (index.html) is on the screen, never before it, whatever order the HTML,
 * the stylesheet and the scripts arrive in. A hidden page (opened in the background) paints
 * nothing: it starts at once.
 */
export function afterFirstPaint(
  target: Window & typeof globalThis,
  start: () => void,
  fallbackMs = 500,
): void {
  const paintTiming = target.PerformanceObserver?.supportedEntryTypes?.includes('paint') ?? false;
  if (target.document.visibilityState === 'hidden' || !paintTiming) {
    start();
    return;
  }
  let started = false;
  const observer = new target.PerformanceObserver((list) => {
    if (list.getEntriesByName('first-contentful-paint').length > 0) once();
  });
  const timer = target.setTimeout(once, fallbackMs);
  // Called only from the observer's and the timer's callbacks, after both exist.
  function once() {
    if (started) return;
    started = true;
    observer.disconnect();
    target.clearTimeout(timer);
    start();
  }
  observer.observe({ type: 'paint', buffered: true });
}
