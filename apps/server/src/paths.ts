import { existsSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

/**
 * Finds a file or folder by walking up from this module. The same code runs from src/ (tests,
 * development) and from the bundled dist/server.js, whose depths differ.
 */
export function findUp(
  relative: string,
  from = path.dirname(fileURLToPath(import.meta.url)),
): string {
  let dir = from;
  for (;;) {
    const candidate = path.join(dir, relative);
    if (existsSync(candidate)) return candidate;
    const parent = path.dirname(dir);
    if (parent === dir) throw new Error(`${relative} not found above ${from}`);
    dir = parent;
  }
}
