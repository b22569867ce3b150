import { forwardRef, type TextareaHTMLAttributes } from 'react';
import clsx from 'clsx';
import { FieldFrame, splitFieldProps, type FieldProps } from '../FormField/FieldFrame';
import { joinIds } from '../FormField/FormField';
import { control } from '../FormField/FormField.css';

export interface TextAreaProps
  extends FieldProps, Omit<TextareaHTMLAttributes<HTMLTextAreaElement>, keyof FieldProps> {
  /** Visible rows: four by default, a short paragraph (an ad's description passes its own). */
  rows?: number;
  /** Class of the textarea itself (className goes to the field wrapper). */
  textAreaClassName?: string;
}

/** A multiline text input with its label, hint and error. */
export const TextArea = forwardRef<HTMLTextAreaElement, TextAreaProps>(function TextArea(
  { textAreaClassName, rows = 4, ...all },
  ref,
) {
  const [frame, props] = splitFieldProps(all);
  return (
    <FieldFrame {...frame}>
      {(field) => (
        <textarea
          ref={ref}
          rows={rows}
          {...props}
          {...field}
          aria-describedby={joinIds(field['aria-describedby'], props['aria-describedby'])}
          className={clsx(control({ multiline: true }), textAreaClassName)}
        />
      )}
    </FieldFrame>
  );
});
