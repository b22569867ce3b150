import { useId, type ReactNode } from 'react';
import {
  FormField,
  useFormFieldControl,
  type FormFieldControlProps,
  type FormFieldProps,
} from './FormField';

/**
 * The field props every form control takes (TextField, TextArea, NumberField, Select...): those
 * of FormField, whose label may be left out inside a FormField, or for a control named by
 * aria-label instead.
 */
export type FieldProps = Omit<FormFieldProps, 'label' | 'children'> & { label?: ReactNode };

/** Splits a control's props into the field's (for FieldFrame) and the control's own. */
export function splitFieldProps<P extends FieldProps>(
  props: P,
): [FieldProps, Omit<P, keyof FieldProps>] {
  const { label, hint, error, invalid, required, disabled, id, className, ...own } = props;
  return [{ label, hint, error, invalid, required, disabled, id, className }, own];
}

type FieldFrameProps = FieldProps & {
  children: (control: FormFieldControlProps) => ReactNode;
};

/**
 * With a label the control renders its own FormField; without one it joins the enclosing
 * FormField, or stands alone (then it must be named by aria-label or aria-labelledby).
 */
export function FieldFrame({
  label,
  hint,
  error,
  invalid,
  required,
  disabled,
  id,
  className,
  children,
}: FieldFrameProps) {
  const outer = useFormFieldControl();
  const fallbackId = useId();
  if (label !== undefined && label !== null) {
    return (
      <FormField
        label={label}
        hint={hint}
        error={error}
        invalid={invalid}
        required={required}
        disabled={disabled}
        id={id}
        className={className}
      >
        {children}
      </FormField>
    );
  }
  const base: FormFieldControlProps = outer ?? { id: id ?? `control-${fallbackId}` };
  const isRequired = Boolean(base.required || required);
  return children({
    ...base,
    'aria-invalid': base['aria-invalid'] ?? (error || invalid ? true : undefined),
    'aria-required': isRequired ? true : undefined,
    required: isRequired || undefined,
    disabled: base.disabled || disabled,
  });
}
