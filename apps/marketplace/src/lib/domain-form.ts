import {
  useForm,
  type DefaultValues,
  type FieldErrors,
  type FieldValues,
  type Path,
  type PathValue,
  type UseFormReturn,
} from 'react-hook-form';
import type { FormEvent } from 'react';
import type { ValidationResult } from '@marketplace/domain';
import {
  invalidFieldProps,
  useFocusFirstInvalid,
  type InvalidFieldProps,
} from './use-focus-first-invalid';

/** The one message a form shows (spec §5), and the field it is about when it names one. */
export interface FormMessage {
  message: string;
  field?: string;
}

export interface DomainFormOptions<V extends FieldValues, T> {
  defaultValues: DefaultValues<V>;
  /** domain's check of the form (the rule's one home): its error names the field at fault. */
  validate: (values: V) => ValidationResult<T>;
  /**
   * Sends what the check let through. A promise that rejects is a refusal: the page takes the
   * user to its message (`refusal`), as after a failed check.
   */
  onValid: (value: T) => void | Promise<unknown>;
  /** The server's refusal of the last attempt, shown when the form's own check found nothing. */
  refusal?: FormMessage | null;
  /** Runs when the form's own check fails (e.g. to clear the last attempt's refusal). */
  onInvalid?: () => void;
}

export interface DomainForm<V extends FieldValues> {
  form: UseFormReturn<V, unknown, unknown>;
  /** The message to show: the form's own check first, then the server's refusal. */
  error: FormMessage | null;
  /** For the form's one error Alert (id, focused when no field is at fault). */
  errorId: string;
  formRef: ReturnType<typeof useFocusFirstInvalid>['formRef'];
  /** Call when the server refuses: scrolls to and focuses what the message is about. */
  failed: () => void;
  /** The form element's onSubmit. */
  onSubmit: (event: FormEvent<HTMLFormElement>) => void;
  /** A text, number or password field bound to `name`, marked invalid when the message names it. */
  field: (name: Path<V>) => ReturnType<UseFormReturn<V>['register']> & InvalidFieldProps;
  /** A Select bound to `name` (value and onValueChange), marked like `field`. */
  select: (
    name: Path<V>,
    onChange?: (value: string) => void,
  ) => { name: string; value: string; onValueChange: (value: string) => void } & InvalidFieldProps;
}

/**
 * DESIGN: forms keep their state in react-hook-form and check it with domain's validation, the
 * same function the server and the mocks use. The check runs on submit only (then again on the
 * next submit), and yields one message at a time, as spec §5 shows it: the first failure, on the
 * field it names. After a failed submit the page takes the user to what is wrong
 * (useFocusFirstInvalid), so the library's own focusing is off.
 */
export function useDomainForm<V extends FieldValues, T>({
  defaultValues,
  validate,
  onValid,
  refusal = null,
  onInvalid,
}: DomainFormOptions<V, T>): DomainForm<V> {
  const form = useForm<V, unknown, unknown>({
    defaultValues,
    mode: 'onSubmit',
    reValidateMode: 'onSubmit',
    shouldFocusError: false,
    resolver: (values) => {
      const checked = validate(values);
      if (checked.ok) return { values: checked.value, errors: {} };
      const error = { type: 'validate', message: checked.error };
      const errors = { [checked.field ?? 'root']: error } as FieldErrors<V>;
      return { values: {}, errors };
    },
  });
  const { formRef, errorId, failed } = useFocusFirstInvalid();
  const error = firstError(form.formState.errors) ?? refusal;
  const invalidField = invalidFieldProps(error?.field, errorId);

  const onSubmit = form.handleSubmit(
    // The resolver handed over domain's checked value, typed T by `validate`.
    async (value) => {
      try {
        await onValid(value as T);
      } catch {
        failed();
      }
    },
    () => {
      onInvalid?.();
      failed();
    },
  );

  return {
    form,
    error,
    errorId,
    formRef,
    failed,
    onSubmit: (event) => void onSubmit(event),
    field: (name) => ({ ...form.register(name), ...invalidField(name) }),
    select: (name, onChange) => ({
      name,
      value: String(form.watch(name) ?? ''),
      onValueChange: (value) => {
        form.setValue(name, value as PathValue<V, Path<V>>);
        onChange?.(value);
      },
      ...invalidField(name),
    }),
  };
}

function firstError<V extends FieldValues>(errors: FieldErrors<V>): FormMessage | null {
  for (const [name, error] of Object.entries(errors)) {
    const message = (error as { message?: unknown } | undefined)?.message;
    if (typeof message === 'string') {
      return name === 'root' ? { message } : { message, field: name };
    }
  }
  return null;
}
