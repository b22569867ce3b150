// Placeholder until the screen is built.
export function Component() {
  return <h1>Zaboravljena lozinka</h1>;
}
