import { createContext, useContext } from 'react';

/**
 * The primitives' default labels: what a control says for itself where its user gives nothing
 * (the loading spinner, the password toggle, the skip link, the notifications). Every one can be
 * overridden through the component's props; no product text and no product rule lives here.
 */
export const primitiveLabels = {
  toast: {
    /** Names the notification region; Radix adds the hotkey that focuses it ('F8'). */
    region: 'Obaveštenja ({hotkey})',
    /** Read before each toast's text, so it is heard as a notification. */
    item: 'Obaveštenje',
    close: 'Zatvori obaveštenje',
  },
  skipLink: { label: 'Preskoči na glavni sadržaj' },
  passwordField: { show: 'Prikaži lozinku', hide: 'Sakrij lozinku' },
  spinner: { loading: 'Učitavanje…' },
};

export type PrimitiveLabels = typeof primitiveLabels;

/**
 * The default labels the primitives use, for an app to give in its language (the design system's
 * `uiTexts` hold them in the current language); without a provider, the ones above.
 */
export const PrimitiveLabelsContext = createContext<PrimitiveLabels>(primitiveLabels);

export function usePrimitiveLabels(): PrimitiveLabels {
  return useContext(PrimitiveLabelsContext);
}
