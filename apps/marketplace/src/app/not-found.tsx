import { data } from 'react-router';
import { NotFound } from '../components/not-found-page';

/** Any address outside spec §2 answers HTTP 404. */
export const loader = () => data(null, { status: 404 });
// A navigation in the browser asks the server nothing.
export const clientLoader = () => null;

export const Component = NotFound;
export default NotFound;
