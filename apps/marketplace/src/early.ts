import { startEarlyRequests } from './lib/auth/early-requests';

// The page's first script: it runs as soon as it has loaded, before the app's code, and starts the
// signed-in page's first requests (lib/auth/early-requests.ts).
startEarlyRequests(window.location);
