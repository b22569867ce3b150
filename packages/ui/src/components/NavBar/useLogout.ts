import { useState } from 'react';

/**
 * spec §2: logout waits for the action, then closes the menu. The menu stays open (and the item
 * disabled) meanwhile; a failure is logged, and the menu still closes (spec §8: logged only).
 */
export function useLogout(onLogout: (() => void | Promise<void>) | undefined, close: () => void) {
  const [pending, setPending] = useState(false);
  const select = async (event: Event) => {
    event.preventDefault();
    if (pending) return;
    setPending(true);
    try {
      await onLogout?.();
    } catch (error) {
      console.error(error);
    } finally {
      setPending(false);
      close();
    }
  };
  return { pending, select };
}
