import { createContext, useContext, useId, type ReactNode } from 'react';
import clsx from 'clsx';
import * as css from './FormField.css';

/** What a field hands its control so label, hint and error are announced with it. */
export interface FormFieldControlProps {
  id: string;
  'aria-describedby'?: string;
  'aria-invalid'?: true;
  'aria-required'?: true;
  required?: boolean;
  disabled?: boolean;
}

export interface FormFieldProps {
  /** The visible label; it names the control (htmlFor). */
  label: ReactNode;
  /** Help text under the control, referenced by aria-describedby. */
  hint?: ReactNode;
  /** Error text; when present the control is aria-invalid and described by it. */
  error?: ReactNode;
  /**
   * Marks the control aria-invalid without an error text here: the message is shown elsewhere
   * (a form's one alert) and the control points at it through its own aria-describedby.
   */
  invalid?: boolean;
  /** Marks the control required and shows a marker after the label. */
  required?: boolean;
  disabled?: boolean;
  /** The control's id; generated when absent. */
  id?: string;
  className?: string;
  /** A control reading the context (TextField, Select...) or a render prop for any element. */
  children: ReactNode | ((control: FormFieldControlProps) => ReactNode);
}

const FormFieldContext = createContext<FormFieldControlProps | null>(null);

/** The props of the enclosing FormField's control, or null outside of one. */
export function useFormFieldControl(): FormFieldControlProps | null {
  return useContext(FormFieldContext);
}

/** Joins id lists for aria-describedby, dropping empty parts. */
export function joinIds(...ids: Array<string | undefined>): string | undefined {
  const joined = ids.filter(Boolean).join(' ');
  return joined === '' ? undefined : joined;
}

/** Label, hint and error around one control, wired by ids. */
export function FormField({
  label,
  hint,
  error,
  invalid = false,
  required = false,
  disabled,
  id,
  className,
  children,
}: FormFieldProps) {
  const generated = useId();
  const controlId = id ?? `field-${generated}`;
  const hintId = hint ? `${controlId}-hint` : undefined;
  const errorId = error ? `${controlId}-error` : undefined;
  const control: FormFieldControlProps = {
    id: controlId,
    'aria-describedby': joinIds(errorId, hintId),
    'aria-invalid': error || invalid ? true : undefined,
    'aria-required': required ? true : undefined,
    required: required || undefined,
    disabled,
  };
  return (
    <div className={clsx(css.field, className)} data-disabled={disabled || undefined}>
      <label className={css.label} htmlFor={controlId}>
        {label}
        {required ? (
          <span className={css.requiredMarker} aria-hidden="true">
            *
          </span>
        ) : null}
      </label>
      <FormFieldContext.Provider value={control}>
        {typeof children === 'function' ? children(control) : children}
      </FormFieldContext.Provider>
      {hint ? (
        <p id={hintId} className={css.hint}>
          {hint}
        </p>
      ) : null}
      {error ? (
        <p id={errorId} className={css.error}>
          {error}
        </p>
      ) : null}
    </div>
  );
}
