/**
 * The script inlined at the end of the page's head (vite.config.ts): runs before the body is
 * parsed and long before the app's code has arrived. It names the boot hero the first paint shows
 * (lib/boot-screen.ts) and sends the first screen's requests of a stored session
 * (lib/early-requests.ts).
 */
import { markBootScreen } from './lib/boot-screen';
import { sendEarlyRequests } from './lib/early-requests';

markBootScreen(window);
sendEarlyRequests(window);
