// The English catalogue, by group id: written by hand, checked by `npm run i18n -- --check`.
import * as consoleGroups from './console';
import * as frame from './frame';
import * as screens1 from './screens-1';
import * as screens2 from './screens-2';
import * as data from './data';
import * as server from './server';
import * as terms from './terms';

export const english = {
  ...data,
  ...frame,
  ...screens1,
  ...screens2,
  ...server,
  ...consoleGroups,
  ...terms,
};
