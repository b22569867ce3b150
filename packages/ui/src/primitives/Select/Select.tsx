import * as RadixSelect from '@radix-ui/react-select';
import clsx from 'clsx';
import { InertOutside } from '../../internal/InertOutside';
import { FieldFrame, splitFieldProps, type FieldProps } from '../FormField/FieldFrame';
import { joinIds } from '../FormField/FormField';
import { control } from '../FormField/FormField.css';
import * as css from './Select.css';

export interface SelectOption {
  /** '' is allowed, for an "all" choice such as 'Svi gradovi'. */
  value: string;
  label: string;
  disabled?: boolean;
}

export interface SelectProps extends FieldProps {
  options: readonly SelectOption[];
  /** Shown while no option is chosen (value '' with no '' option). */
  placeholder?: string;
  value?: string;
  defaultValue?: string;
  onValueChange?: (value: string) => void;
  open?: boolean;
  defaultOpen?: boolean;
  onOpenChange?: (open: boolean) => void;
  /** Name of the hidden native select, for form posts. */
  name?: string;
  /** Names the trigger when there is no visible label. */
  'aria-label'?: string;
  'aria-describedby'?: string;
  triggerClassName?: string;
}

// Radix Select reserves '' for "no value" (it shows the placeholder), so an option whose value is ''
// travels through Radix under this sentinel and is mapped back before reaching the consumer.
const EMPTY_OPTION = '__marketplace-select-empty__';

function Chevron() {
  return (
    <svg className={css.icon} viewBox="0 0 16 16" fill="none" aria-hidden="true">
      <path d="M4 6l4 4 4-4" stroke="currentColor" strokeWidth="2" strokeLinecap="round" />
    </svg>
  );
}

function Check() {
  return (
    <svg className={css.icon} viewBox="0 0 16 16" fill="none" aria-hidden="true">
      <path d="M3 8.5l3 3 7-7" stroke="currentColor" strokeWidth="2" strokeLinecap="round" />
    </svg>
  );
}

/** A single choice from a list (country, city, land or business type), built on Radix Select. */
export function Select(all: SelectProps) {
  const [frame, own] = splitFieldProps(all);
  const {
    options,
    placeholder,
    value,
    defaultValue,
    onValueChange,
    open,
    defaultOpen,
    onOpenChange,
    name,
    triggerClassName,
    ...aria
  } = own;
  const hasEmptyOption = options.some((option) => option.value === '');
  const toRadix = (v: string | undefined) => (v === '' && hasEmptyOption ? EMPTY_OPTION : v);
  const fromRadix = (v: string) => (v === EMPTY_OPTION ? '' : v);
  return (
    <FieldFrame {...frame}>
      {(field) => (
        <RadixSelect.Root
          value={toRadix(value)}
          defaultValue={toRadix(defaultValue)}
          onValueChange={(next) => onValueChange?.(fromRadix(next))}
          open={open}
          defaultOpen={defaultOpen}
          onOpenChange={onOpenChange}
          disabled={field.disabled}
          required={field.required}
          name={name}
        >
          <RadixSelect.Trigger
            id={field.id}
            aria-label={aria['aria-label']}
            aria-describedby={joinIds(field['aria-describedby'], aria['aria-describedby'])}
            aria-invalid={field['aria-invalid']}
            aria-required={field['aria-required']}
            className={clsx(control(), css.trigger, triggerClassName)}
          >
            <RadixSelect.Value className={css.value} placeholder={placeholder} />
            <RadixSelect.Icon className={css.chevron}>
              <Chevron />
            </RadixSelect.Icon>
          </RadixSelect.Trigger>
          <RadixSelect.Portal>
            <RadixSelect.Content className={css.content} position="popper" sideOffset={4}>
              <InertOutside />
              <RadixSelect.Viewport className={css.viewport}>
                {options.map((option) => (
                  <RadixSelect.Item
                    key={option.value}
                    value={toRadix(option.value) ?? option.value}
                    disabled={option.disabled}
                    className={css.item}
                  >
                    <RadixSelect.ItemIndicator className={css.indicator}>
                      <Check />
                    </RadixSelect.ItemIndicator>
                    <RadixSelect.ItemText>{option.label}</RadixSelect.ItemText>
                  </RadixSelect.Item>
                ))}
              </RadixSelect.Viewport>
            </RadixSelect.Content>
          </RadixSelect.Portal>
        </RadixSelect.Root>
      )}
    </FieldFrame>
  );
}
