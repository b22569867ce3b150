// What a consumer of the published package writes: named imports from the package root only.
import { Box, Button, BUTTON_VARIANTS, Hero, vars, type ButtonProps } from '@marketplace/ui';

const variant: ButtonProps['variant'] = BUTTON_VARIANTS[0];

// The declarations must be real types, not `any`: an unknown variant is a type error.
// @ts-expect-error 'sparkly' is not a Button variant
export const notAVariant = <Button variant="sparkly" />;

export function Page() {
  return (
    <>
      {/* Hero's default texts come from @marketplace/domain, which the package bundles. */}
      <Hero />
      <Box as="main" display="flex" gap="4" padding="6" style={{ color: vars.color.text }}>
        <Button variant={variant}>Pogledaj detalje</Button>
        <Button asChild variant="outline">
          <a href="/register">Registruj se besplatno</a>
        </Button>
      </Box>
    </>
  );
}
