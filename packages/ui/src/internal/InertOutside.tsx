import { useEffect } from 'react';

/** What Radix's modal layers (dialog, menu, listbox) set on everything outside them. */
const HIDDEN_BY_LAYER = '[data-aria-hidden="true"]';
const MARK = 'data-inert-outside';

/**
 * Rendered inside a modal Radix layer: while the layer is open, the page Radix hides from assistive
 * technology with `aria-hidden` is also made `inert`, so nothing hidden can take focus or clicks.
 * (aria-hidden alone leaves the page's links and buttons focusable, which WCAG 4.1.2 and axe's
 * aria-hidden-focus rule reject.) Radix hides the page in its own effect after this one, hence the
 * frame of delay; only the elements marked here are released when the layer closes.
 */
export function InertOutside() {
  useEffect(() => {
    const marked: Element[] = [];
    const frame = requestAnimationFrame(() => {
      for (const element of document.querySelectorAll(HIDDEN_BY_LAYER)) {
        if (element.hasAttribute('inert')) continue;
        element.setAttribute('inert', '');
        element.setAttribute(MARK, '');
        marked.push(element);
      }
    });
    return () => {
      cancelAnimationFrame(frame);
      for (const element of marked) {
        element.removeAttribute('inert');
        element.removeAttribute(MARK);
      }
    };
  }, []);
  return null;
}
