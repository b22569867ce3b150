import { RequireRole } from '../../../components/guards';

// Placeholder until the screen is built.
export function Component() {
  return (
    <RequireRole role="land_owner">
      <h1>Uredi oglas</h1>
    </RequireRole>
  );
}
