import { forwardRef, useState, type InputHTMLAttributes } from 'react';
import clsx from 'clsx';
import { FieldFrame, splitFieldProps, type FieldProps } from '../FormField/FieldFrame';
import { joinIds } from '../FormField/FormField';
import { control } from '../FormField/FormField.css';
import * as css from './PasswordField.css';
import { usePrimitiveLabels } from '../labels';

export interface PasswordFieldProps
  extends FieldProps, Omit<InputHTMLAttributes<HTMLInputElement>, keyof FieldProps | 'type'> {
  /** Accessible name of the toggle while the password is hidden. */
  showLabel?: string;
  /** Accessible name of the toggle while the password is shown. */
  hideLabel?: string;
  /** Starts with the password visible. */
  defaultVisible?: boolean;
  onVisibleChange?: (visible: boolean) => void;
  /** Class of the input itself (className goes to the field wrapper). */
  inputClassName?: string;
}

function EyeIcon({ crossed }: { crossed: boolean }) {
  return (
    <svg className={css.icon} viewBox="0 0 24 24" fill="none" aria-hidden="true">
      <path
        d="M2 12s3.6-7 10-7 10 7 10 7-3.6 7-10 7S2 12 2 12Z"
        stroke="currentColor"
        strokeWidth="2"
        strokeLinejoin="round"
      />
      <circle cx="12" cy="12" r="3" stroke="currentColor" strokeWidth="2" />
      {crossed ? <path d="M4 4l16 16" stroke="currentColor" strokeWidth="2" /> : null}
    </svg>
  );
}

/** A password input with a show/hide toggle (spec §2: reset-password fields). */
export const PasswordField = forwardRef<HTMLInputElement, PasswordFieldProps>(
  function PasswordField(
    { inputClassName, showLabel, hideLabel, defaultVisible = false, onVisibleChange, ...all },
    ref,
  ) {
    const [frame, props] = splitFieldProps(all);
    const labels = usePrimitiveLabels().passwordField;
    showLabel ??= labels.show;
    hideLabel ??= labels.hide;
    const [visible, setVisible] = useState(defaultVisible);
    const toggle = () => {
      setVisible(!visible);
      onVisibleChange?.(!visible);
    };
    return (
      <FieldFrame {...frame}>
        {(field) => (
          <div className={css.wrapper}>
            <input
              ref={ref}
              type={visible ? 'text' : 'password'}
              autoCapitalize="off"
              spellCheck={false}
              {...props}
              {...field}
              aria-describedby={joinIds(field['aria-describedby'], props['aria-describedby'])}
              className={clsx(control(), css.input, inputClassName)}
            />
            <button
              type="button"
              className={css.toggle}
              aria-label={visible ? hideLabel : showLabel}
              aria-pressed={visible}
              aria-controls={field.id}
              disabled={field.disabled}
              onClick={toggle}
            >
              <EyeIcon crossed={visible} />
            </button>
          </div>
        )}
      </FieldFrame>
    );
  },
);
