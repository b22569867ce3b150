import { forwardRef } from 'react';
import { texts } from '@marketplace/domain';
import { TextField, type TextFieldProps } from '@marketplace/ui';

/** spec §2: the account's email address, required, typed and filled in as an email. */
export const EmailField = forwardRef<
  HTMLInputElement,
  Omit<TextFieldProps, 'label' | 'type' | 'autoComplete' | 'required'>
>(function EmailField(props, ref) {
  return (
    <TextField
      ref={ref}
      label={texts.auth.email}
      type="email"
      autoComplete="email"
      required
      {...props}
    />
  );
});
