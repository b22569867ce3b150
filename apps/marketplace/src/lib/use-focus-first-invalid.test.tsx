import { afterEach, describe, expect, it } from 'vitest';
import { act, useState } from 'react';
import { mount } from '../testing/render';
import { invalidFieldProps, useFocusFirstInvalid } from './use-focus-first-invalid';

interface Failure {
  message: string;
  field?: string;
}

let fail: ((failure: Failure) => void) | null = null;
let failFirst: (() => void) | null = null;
let show: ((failure: Failure) => void) | null = null;

/** A form of two required fields and an optional one; `fail` plays a failed submit. */
function Form({ values }: { values: { a?: string; b?: string } }) {
  const [error, setError] = useState<Failure | null>(null);
  const { formRef, errorId, failed } = useFocusFirstInvalid();
  const invalidField = invalidFieldProps(error?.field, errorId);
  fail = (failure) => {
    setError(failure);
    failed();
  };
  failFirst = failed;
  show = setError;
  const marks = (name: string) => {
    const props = invalidField(name);
    return {
      'aria-invalid': props.invalid,
      'aria-describedby': props['aria-describedby'],
    };
  };
  return (
    <>
      {error ? (
        <div id={errorId} tabIndex={-1} role="alert">
          {error.message}
        </div>
      ) : null}
      <form ref={formRef}>
        <input aria-label="a" aria-required="true" defaultValue={values.a} {...marks('a')} />
        <input aria-label="b" aria-required="true" defaultValue={values.b} {...marks('b')} />
        <input aria-label="c" {...marks('c')} />
      </form>
    </>
  );
}

let unmount: (() => Promise<void>) | undefined;
afterEach(async () => {
  await unmount?.();
  unmount = undefined;
  fail = null;
});

async function failWith(values: { a?: string; b?: string }, failure: Failure) {
  ({ unmount } = await mount(<Form values={values} />));
  await act(async () => fail?.(failure));
}

const focused = () =>
  document.activeElement?.getAttribute('aria-label') ??
  document.activeElement?.getAttribute('role');

describe('useFocusFirstInvalid', () => {
  it('focuses the field the error names, marked and described by the message', async () => {
    await failWith({ a: 'x', b: '' }, { message: 'Polje c nije ispravno.', field: 'c' });
    expect(focused()).toBe('c');
    const field = document.activeElement!;
    expect(field.getAttribute('aria-invalid')).toBe('true');
    const described = document.getElementById(field.getAttribute('aria-describedby')!);
    expect(described?.textContent).toBe('Polje c nije ispravno.');
  });

  it('else the first required field left empty', async () => {
    await failWith({ a: 'x', b: ' ' }, { message: 'Sva polja su obavezna' });
    expect(focused()).toBe('b');
    expect(document.querySelector('[aria-invalid="true"]')).toBeNull();
  });

  it('else the message, even outside the form', async () => {
    await failWith({ a: 'x', b: 'y' }, { message: 'Greška na serveru' });
    expect(focused()).toBe('alert');
  });

  it('waits for a message that renders after the call (a library reporting later)', async () => {
    ({ unmount } = await mount(<Form values={{ a: 'x', b: 'y' }} />));
    await act(async () => failFirst?.());
    expect(focused()).not.toBe('c');
    await act(async () => show?.({ message: 'Polje c nije ispravno.', field: 'c' }));
    expect(focused()).toBe('c');
  });

  it('again on each failed submit', async () => {
    await failWith({ a: 'x', b: 'y' }, { message: 'Polje a', field: 'a' });
    expect(focused()).toBe('a');
    (document.querySelector('[aria-label="c"]') as HTMLElement).focus();
    await act(async () => fail?.({ message: 'Polje a', field: 'a' }));
    expect(focused()).toBe('a');
  });
});

describe('invalidFieldProps', () => {
  it('marks only the named field', () => {
    const props = invalidFieldProps('price', 'form-error');
    expect(props('price')).toEqual({ invalid: true, 'aria-describedby': 'form-error' });
    expect(props('title')).toEqual({});
    expect(invalidFieldProps(undefined, 'form-error')('price')).toEqual({});
  });
});
