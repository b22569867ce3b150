/**
 * The script inlined at the end of the page's head (vite.config.ts): runs before the body is
 * parsed and long before the app's code has arrived. It names the boot hero the first paint shows
 * (lib/boot-screen.ts), sends the first screen's requests of a stored session
 * (lib/early-requests.ts), and starts the app once the boot markup is on the screen
 * (lib/start-app.ts).
 */
import { markBootScreen } from './lib/boot-screen';
import { sendEarlyRequests } from './lib/early-requests';
import { startApp } from './lib/start-app';

markBootScreen(window);
sendEarlyRequests(window);
startApp(window);
