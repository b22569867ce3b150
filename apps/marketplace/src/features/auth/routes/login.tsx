// Placeholder until the screen is built.
export function Component() {
  return <h1>Prijava</h1>;
}
