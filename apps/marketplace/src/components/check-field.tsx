import { texts } from '@marketplace/domain';
import type { InputHTMLAttributes, ReactNode } from 'react';
import * as css from './check-field.css';

export interface CheckFieldProps extends Omit<InputHTMLAttributes<HTMLInputElement>, 'type'> {
  label: ReactNode;
  /** Marked invalid (aria-invalid): the form's message is about it. */
  invalid?: boolean;
}

/** One native checkbox with its label (a filter such as 'Prikaži i prodate oglase', a fact). */
export function CheckField({ label, className, invalid, ...props }: CheckFieldProps) {
  return (
    <label className={className ? `${css.check} ${className}` : css.check}>
      <input type="checkbox" className={css.box} aria-invalid={invalid || undefined} {...props} />
      <span>{label}</span>
    </label>
  );
}

/**
 * 'Prikaži i prodate oglase' of both ad lists: the criteria's `includeSold` ('true' or ''), changed
 * in the address through `onChange`.
 */
export function IncludeSoldField<Criteria extends { includeSold: string }>({
  criteria,
  onChange,
  className,
}: {
  criteria: Criteria;
  onChange: (criteria: Criteria) => void;
  className?: string;
}) {
  return (
    <CheckField
      className={className}
      label={texts.adStatus.includeSold}
      checked={criteria.includeSold === 'true'}
      onChange={(event) =>
        onChange({ ...criteria, includeSold: event.target.checked ? 'true' : '' })
      }
    />
  );
}

export interface CheckGroupProps<Value extends string> {
  legend: ReactNode;
  options: readonly { readonly value: Value; readonly label: string }[];
  value: readonly string[];
  onChange: (value: Value[]) => void;
  name: string;
  disabled?: boolean;
  /** Marked invalid (aria-invalid): the form's message is about the group. */
  invalid?: boolean;
  'aria-describedby'?: string;
}

/** Several choices from a short list, as native checkboxes in a fieldset (e.g. the utilities). */
export function CheckGroup<Value extends string>({
  legend,
  options,
  value,
  onChange,
  name,
  disabled,
  invalid,
  'aria-describedby': describedBy,
}: CheckGroupProps<Value>) {
  return (
    <fieldset
      className={css.group}
      disabled={disabled}
      aria-invalid={invalid || undefined}
      aria-describedby={describedBy}
    >
      <legend className={css.legend}>{legend}</legend>
      <div className={css.options}>
        {options.map((option) => (
          <CheckField
            key={option.value}
            name={name}
            value={option.value}
            label={option.label}
            checked={value.includes(option.value)}
            onChange={(event) =>
              onChange(
                options
                  .map((other) => other.value)
                  .filter((other) =>
                    other === option.value ? event.target.checked : value.includes(other),
                  ),
              )
            }
          />
        ))}
      </div>
    </fieldset>
  );
}
