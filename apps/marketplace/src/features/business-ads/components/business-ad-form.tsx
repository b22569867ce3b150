import { useState, type FormEvent } from 'react';
import type { BusinessAd } from '@marketplace/api-client';
import {
  BUSINESS_TYPE_OPTIONS,
  citiesOf,
  COUNTRIES,
  MIN_FOUNDING_YEAR,
  PRICE_STEP,
  texts,
  type BusinessAdFormValues,
  AD_DESCRIPTION_MAX_LENGTH,
  AD_TITLE_MAX_LENGTH,
  AMOUNT_MAX,
  EMPLOYEE_COUNT_MAX,
  characterCountHint,
} from '@marketplace/domain';
import {
  Alert,
  Button,
  ImageUploader,
  NumberField,
  Select,
  TextArea,
  TextField,
} from '@marketplace/ui';
import { invalidFieldProps, useFocusFirstInvalid } from '../../../lib/use-focus-first-invalid';
import { BusinessFinancialsFields } from './business-financials-fields';
import * as css from './page.css';

const countryOptions = COUNTRIES.map((c) => ({ value: String(c.id), label: c.name }));
const typeOptions = BUSINESS_TYPE_OPTIONS.map(({ value, label }) => ({ value, label }));
const text = (value: number | string | null | undefined) => (value == null ? '' : String(value));

export type BusinessAdFormState = {
  [Key in keyof BusinessAdFormValues]-?: string;
};

export function initialBusinessAdValues(ad?: BusinessAd): BusinessAdFormState {
  return {
    title: ad?.title ?? '',
    description: ad?.description ?? '',
    price: text(ad?.price),
    business_type: ad?.business_type ?? '',
    country_id: text(ad?.country_id),
    city_id: text(ad?.city_id),
    annual_revenue: text(ad?.annual_revenue),
    employee_count: text(ad?.employee_count),
    established_year: text(ad?.established_year),
    annual_profit: text(ad?.annual_profit),
    reason_for_sale: ad?.reason_for_sale ?? '',
    seller_financing: ad?.seller_financing == null ? '' : String(ad.seller_financing),
    premises: ad?.premises ?? '',
  };
}

/** The one message the form shows (spec §5), with the field it belongs to when it names one. */
export interface BusinessAdFormError {
  message: string;
  field?: string;
}

export interface BusinessAdFormProps {
  initial?: BusinessAd;
  /** The create form takes images (spec §2); the edit form does not. */
  withImages: boolean;
  submitLabel: string;
  /** Validates and sends; resolves to an error (a line, or a line and its field), or null. */
  onSubmit: (
    values: BusinessAdFormState,
    images: File[],
  ) => Promise<string | BusinessAdFormError | null>;
  onCancel: () => void;
  /** After success the form stays locked while the redirect waits (spec §9: 1.5 s). */
  success?: string | null;
}

/** spec §2: the business ad fields shared by create and edit. */
export function BusinessAdForm({
  initial,
  withImages,
  submitLabel,
  onSubmit,
  onCancel,
  success,
}: BusinessAdFormProps) {
  const [values, setValues] = useState(() => initialBusinessAdValues(initial));
  const [images, setImages] = useState<File[]>([]);
  const [error, setError] = useState<BusinessAdFormError | null>(null);
  const [submitting, setSubmitting] = useState(false);
  // Each failed submit scrolls to and focuses the field at fault (or the first empty one, or the
  // message); the field the error names is marked invalid and described by it.
  const { formRef, errorId, failed } = useFocusFirstInvalid();
  const invalidField = invalidFieldProps(error?.field, errorId);
  const set = (patch: Partial<BusinessAdFormState>) =>
    setValues((current) => ({ ...current, ...patch }));
  const currentYear = new Date().getFullYear();
  const locked = submitting || Boolean(success);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setSubmitting(true);
    const failure = await onSubmit(values, images);
    setError(typeof failure === 'string' ? { message: failure } : failure);
    setSubmitting(false);
    if (failure !== null) failed();
  };

  return (
    <form
      method="post"
      ref={formRef}
      className={css.form}
      onSubmit={(event) => void submit(event)}
      noValidate
    >
      {error ? (
        <Alert id={errorId} tone="danger" tabIndex={-1}>
          {error.message}
        </Alert>
      ) : null}
      {success ? <Alert tone="success">{success}</Alert> : null}
      <TextField
        label={texts.ads.title}
        required
        maxLength={AD_TITLE_MAX_LENGTH}
        {...invalidField('title')}
        hint={characterCountHint(values.title, AD_TITLE_MAX_LENGTH)}
        value={values.title}
        onChange={(event) => set({ title: event.target.value })}
      />
      <TextArea
        label={texts.businessAdForm.description}
        maxLength={AD_DESCRIPTION_MAX_LENGTH}
        {...invalidField('description')}
        hint={characterCountHint(values.description, AD_DESCRIPTION_MAX_LENGTH)}
        required={withImages}
        rows={4}
        value={values.description}
        onChange={(event) => set({ description: event.target.value })}
      />
      <div className={css.formRow}>
        <NumberField
          label={texts.ads.price}
          required
          min={0}
          max={AMOUNT_MAX}
          step={PRICE_STEP}
          {...invalidField('price')}
          value={values.price}
          onChange={(event) => set({ price: event.target.value })}
        />
        <Select
          label={texts.businessAdForm.businessType}
          required
          placeholder={texts.businessAdForm.businessTypePlaceholder}
          options={typeOptions}
          {...invalidField('business_type')}
          value={values.business_type}
          onValueChange={(business_type) => set({ business_type })}
        />
      </div>
      <div className={css.formRow}>
        <Select
          label={texts.ads.country}
          required
          placeholder={texts.ads.countryPlaceholder}
          options={countryOptions}
          {...invalidField('country_id')}
          value={values.country_id}
          // spec §2: changing the country clears the city.
          onValueChange={(country_id) => set({ country_id, city_id: '' })}
        />
        <Select
          label={texts.ads.city}
          required
          placeholder={texts.ads.cityPlaceholder}
          options={citiesOf(values.country_id).map((c) => ({ value: String(c.id), label: c.name }))}
          {...invalidField('city_id')}
          value={values.city_id}
          // spec §2: the city is enabled only after a country is chosen.
          disabled={values.country_id === ''}
          onValueChange={(city_id) => set({ city_id })}
        />
      </div>
      <div className={css.formRow}>
        <NumberField
          label={texts.businessAdForm.annualRevenue}
          min={0}
          max={AMOUNT_MAX}
          step={PRICE_STEP}
          {...invalidField('annual_revenue')}
          value={values.annual_revenue}
          onChange={(event) => set({ annual_revenue: event.target.value })}
        />
        <NumberField
          label={texts.businessAdForm.employeeCount}
          min={0}
          max={EMPLOYEE_COUNT_MAX}
          step={1}
          {...invalidField('employee_count')}
          value={values.employee_count}
          onChange={(event) => set({ employee_count: event.target.value })}
        />
      </div>
      <NumberField
        label={texts.businessAdForm.foundingYear}
        min={MIN_FOUNDING_YEAR}
        max={currentYear}
        step={1}
        {...invalidField('established_year')}
        hint={texts.businessAdForm.foundingYearHint(MIN_FOUNDING_YEAR, currentYear)}
        value={values.established_year}
        onChange={(event) => set({ established_year: event.target.value })}
      />
      <BusinessFinancialsFields
        values={values}
        onChange={set}
        errorField={error?.field}
        errorId={errorId}
        disabled={locked}
      />
      {withImages ? (
        <ImageUploader files={images} onFilesChange={setImages} disabled={locked} />
      ) : null}
      <div className={css.actions}>
        <Button type="submit" loading={submitting} disabled={locked}>
          {submitLabel}
        </Button>
        <Button variant="secondary" onClick={onCancel} disabled={locked}>
          {texts.businessAdForm.cancel}
        </Button>
      </div>
    </form>
  );
}
