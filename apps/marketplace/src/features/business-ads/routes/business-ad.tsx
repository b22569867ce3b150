import { RequireAuth } from '../../../components/guards';

// Placeholder until the screen is built.
export function Component() {
  return (
    <RequireAuth>
      <h1>Biznis oglas</h1>
    </RequireAuth>
  );
}
