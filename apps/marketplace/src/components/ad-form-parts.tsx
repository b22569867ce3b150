import type { ReactNode } from 'react';
import {
  AD_DESCRIPTION_MAX_LENGTH,
  AD_TITLE_MAX_LENGTH,
  characterCountHint,
  DESCRIPTION_ROWS,
  texts,
} from '@marketplace/domain';
import { Alert, Button, TextArea, TextField } from '@marketplace/ui';
import type { DomainForm, FieldBinder } from '../lib/domain-form';
import * as css from './page.css';

/**
 * spec §2, §5: what the land and the business ad form share around their fields: the form, its
 * one message (the check's or the server's), a success line where the form shows one, and the
 * submit and cancel buttons, locked while it sends (and, with `locked`, longer).
 */
export function AdFormFrame({
  adForm,
  submitLabel,
  onCancel,
  success,
  locked = adForm.submitting,
  children,
}: {
  // The frame reads only the form's submit state and message, whatever the ad's values.
  adForm: Pick<DomainForm<never>, 'formRef' | 'onSubmit' | 'error' | 'errorId' | 'submitting'>;
  submitLabel: string;
  onCancel: () => void;
  success?: string | null;
  locked?: boolean;
  children: ReactNode;
}) {
  return (
    <form
      method="post"
      ref={adForm.formRef}
      className={css.form}
      onSubmit={adForm.onSubmit}
      noValidate
    >
      {adForm.error ? (
        <Alert id={adForm.errorId} tone="danger" tabIndex={-1}>
          {adForm.error.message}
        </Alert>
      ) : null}
      {success ? <Alert tone="success">{success}</Alert> : null}
      {children}
      <div className={css.actions}>
        <Button type="submit" loading={adForm.submitting} disabled={locked}>
          {submitLabel}
        </Button>
        <Button variant="secondary" onClick={onCancel} disabled={locked}>
          {texts.businessAdForm.cancel}
        </Button>
      </div>
    </form>
  );
}

/** spec §2, §5: an ad's title, with its length count. */
export function AdTitleField({ form, value }: { form: FieldBinder<'title'>; value: string }) {
  return (
    <TextField
      label={texts.ads.title}
      required
      maxLength={AD_TITLE_MAX_LENGTH}
      hint={characterCountHint(value, AD_TITLE_MAX_LENGTH)}
      {...form.field('title')}
    />
  );
}

/** spec §2, §5: an ad's description, with its length count. */
export function AdDescriptionField({
  form,
  value,
  label = texts.ads.description,
  required = false,
}: {
  form: FieldBinder<'description'>;
  value: string;
  label?: string;
  required?: boolean;
}) {
  return (
    <TextArea
      label={label}
      maxLength={AD_DESCRIPTION_MAX_LENGTH}
      hint={characterCountHint(value, AD_DESCRIPTION_MAX_LENGTH)}
      required={required}
      rows={DESCRIPTION_ROWS}
      {...form.field('description')}
    />
  );
}
