import { forwardRef, type InputHTMLAttributes } from 'react';
import clsx from 'clsx';
import { FieldFrame, splitFieldProps, type FieldProps } from '../FormField/FieldFrame';
import { joinIds } from '../FormField/FormField';
import { control } from '../FormField/FormField.css';

export interface NumberFieldProps
  extends FieldProps, Omit<InputHTMLAttributes<HTMLInputElement>, keyof FieldProps | 'type'> {
  min?: number;
  max?: number;
  /** 1 (default) asks for whole numbers; a fraction or 'any' allows decimals. */
  step?: number | 'any';
  /** Class of the input itself (className goes to the field wrapper). */
  inputClassName?: string;
}

/** A number input (price, area, revenue, year) with its label, hint and error. */
export const NumberField = forwardRef<HTMLInputElement, NumberFieldProps>(function NumberField(
  { inputClassName, step = 1, inputMode, ...all },
  ref,
) {
  const [frame, props] = splitFieldProps(all);
  // Phones show a digit pad; decimals need the pad with a separator.
  const wholeNumbers = typeof step === 'number' && Number.isInteger(step);
  return (
    <FieldFrame {...frame}>
      {(field) => (
        <input
          ref={ref}
          type="number"
          step={step}
          inputMode={inputMode ?? (wholeNumbers ? 'numeric' : 'decimal')}
          {...props}
          {...field}
          aria-describedby={joinIds(field['aria-describedby'], props['aria-describedby'])}
          className={clsx(control(), inputClassName)}
        />
      )}
    </FieldFrame>
  );
});
