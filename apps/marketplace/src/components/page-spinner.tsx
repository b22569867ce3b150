import { Spinner } from '@marketplace/ui';

/** spec §2: while the session is being resolved (and while a screen loads), a spinner shows. */
export function PageSpinner() {
  return (
    <div style={{ display: 'grid', placeItems: 'center', minHeight: '50vh' }}>
      <Spinner />
    </div>
  );
}
