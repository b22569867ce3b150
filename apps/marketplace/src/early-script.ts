/**
 * The script inlined in the page's head at build (vite.config.ts): runs as soon as the HTML is
 * parsed, before the app's code has arrived, and sends the first screen's requests of a stored
 * session (lib/early-requests.ts).
 */
import { sendEarlyRequests } from './lib/early-requests';

sendEarlyRequests(window);
