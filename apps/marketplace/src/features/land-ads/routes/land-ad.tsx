import { RequireAuth } from '../../../components/guards';

// Placeholder until the screen is built.
export function Component() {
  return (
    <RequireAuth>
      <h1>Oglas</h1>
    </RequireAuth>
  );
}
