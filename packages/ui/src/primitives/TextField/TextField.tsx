import { forwardRef, type InputHTMLAttributes } from 'react';
import clsx from 'clsx';
import { FieldFrame, splitFieldProps, type FieldProps } from '../FormField/FieldFrame';
import { joinIds } from '../FormField/FormField';
import { control } from '../FormField/FormField.css';

export const TEXT_FIELD_TYPES = ['text', 'email', 'search', 'tel', 'url'] as const;

export interface TextFieldProps
  extends FieldProps, Omit<InputHTMLAttributes<HTMLInputElement>, keyof FieldProps | 'type'> {
  type?: (typeof TEXT_FIELD_TYPES)[number];
  /** Class of the input itself (className goes to the field wrapper). */
  inputClassName?: string;
}

/** A single-line text input with its label, hint and error. */
export const TextField = forwardRef<HTMLInputElement, TextFieldProps>(function TextField(
  { inputClassName, type = 'text', ...all },
  ref,
) {
  const [frame, props] = splitFieldProps(all);
  return (
    <FieldFrame {...frame}>
      {(field) => (
        <input
          ref={ref}
          type={type}
          {...props}
          {...field}
          aria-describedby={joinIds(field['aria-describedby'], props['aria-describedby'])}
          className={clsx(control(), inputClassName)}
        />
      )}
    </FieldFrame>
  );
});
