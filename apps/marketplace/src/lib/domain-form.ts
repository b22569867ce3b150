import {
  useForm,
  type DefaultValues,
  type FieldErrors,
  type FieldValues,
  type Path,
  type PathValue,
  type UseFormRegisterReturn,
  type UseFormReturn,
} from 'react-hook-form';
import { useEffect, useState, type FormEvent } from 'react';
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
   * Sends what the check let through. It may resolve to the server's refusal (a line, or a line
   * and the field it names), which the form then shows; a promise that rejects is a refusal shown
   * through `refusal`. Either way the page takes the user to the message, as after a failed check.
   */
  onValid: (value: T) => void | Promise<FormMessage | string | null | void>;
  /** The server's refusal of the last attempt, shown when the form's own check found nothing. */
  refusal?: FormMessage | null;
  /** Runs when the form's own check fails (e.g. to clear the last attempt's refusal). */
  onInvalid?: () => void;
}

/** A field's binding: its name, value wiring and ref, and the marks of the form's message. */
export type FieldBinding = Pick<UseFormRegisterReturn, 'name' | 'onChange' | 'onBlur' | 'ref'> &
  InvalidFieldProps;
/** A Select's binding, marked like a field's. */
export type SelectBinding = {
  name: string;
  value: string;
  onValueChange: (value: string) => void;
} & InvalidFieldProps;

/** What a section of a form binds its fields with: the part of the form named `Name`. */
export interface FieldBinder<Name extends string> {
  field: (name: Name) => FieldBinding;
  select: (name: Name, onChange?: (value: string) => void) => SelectBinding;
  /** Sets a value no input holds (a group of checkboxes, a checkbox's boolean). */
  set: (name: Name, value: unknown) => void;
  /** The marks of the form's message for a control that is not a field (a group, a checkbox). */
  marks: (name: Name) => InvalidFieldProps;
}

export interface DomainForm<V extends FieldValues> extends FieldBinder<Path<V>> {
  form: UseFormReturn<V, unknown, unknown>;
  /** The message to show: the form's own check first, then the server's refusal. */
  error: FormMessage | null;
  /** For the form's one error Alert (id, focused when no field is at fault). */
  errorId: string;
  formRef: ReturnType<typeof useFocusFirstInvalid>['formRef'];
  /** The form element's onSubmit. */
  onSubmit: (event: FormEvent<HTMLFormElement>) => void;
  /** True while the check and the send of a submit run. */
  submitting: boolean;
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
  const [refused, setRefused] = useState<FormMessage | null>(null);
  const checkError = firstError(form.formState.errors);
  const error = checkError ?? refused ?? refusal;
  // The library publishes a failed check's errors with the submit count, after onInvalid: the
  // page is taken to the message once it shows.
  const { submitCount } = form.formState;
  const checkFailed = checkError !== null;
  useEffect(() => {
    if (submitCount > 0 && checkFailed) failed();
  }, [submitCount, checkFailed, failed]);
  const invalidField = invalidFieldProps(error?.field, errorId);

  const onSubmit = form.handleSubmit(
    // The resolver handed over domain's checked value, typed T by `validate`.
    async (value) => {
      setRefused(null);
      let answer;
      try {
        answer = await onValid(value as T);
      } catch {
        return failed();
      }
      if (!answer) return;
      setRefused(typeof answer === 'string' ? { message: answer } : answer);
      failed();
    },
    () => onInvalid?.(),
  );

  return {
    form,
    error,
    errorId,
    formRef,
    onSubmit: (event) => void onSubmit(event),
    field: (name) => {
      const { onChange, onBlur, ref } = form.register(name);
      return { name, onChange, onBlur, ref, ...invalidField(name) };
    },
    select: (name, onChange) => ({
      name,
      value: String(form.watch(name) ?? ''),
      onValueChange: (value) => {
        form.setValue(name, value as PathValue<V, Path<V>>);
        onChange?.(value);
      },
      ...invalidField(name),
    }),
    set: (name, value) => form.setValue(name, value as PathValue<V, Path<V>>),
    marks: invalidField,
    submitting: form.formState.isSubmitting,
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
