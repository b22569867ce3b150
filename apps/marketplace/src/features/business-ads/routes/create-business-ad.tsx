import { RequireRole } from '../../../components/guards';

// Placeholder until the screen is built.
export function Component() {
  return (
    <RequireRole role="business_owner">
      <h1>Postavi oglas za biznis</h1>
    </RequireRole>
  );
}
