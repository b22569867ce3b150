import { act, type ReactNode } from 'react';
import { createRoot, type Root } from 'react-dom/client';

declare global {
  var IS_REACT_ACT_ENVIRONMENT: boolean | undefined;
}

/** Mounts a tree for a unit test (no testing library here); unmount() cleans up. */
export async function mount(
  tree: ReactNode,
): Promise<{ container: HTMLElement; unmount(): Promise<void> }> {
  globalThis.IS_REACT_ACT_ENVIRONMENT = true;
  const container = document.createElement('div');
  document.body.append(container);
  let root: Root | undefined;
  await act(async () => {
    root = createRoot(container);
    root.render(tree);
  });
  return {
    container,
    async unmount() {
      await act(async () => root?.unmount());
      container.remove();
    },
  };
}
