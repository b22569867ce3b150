import { useState } from 'react';
import type { BusinessAd } from '@marketplace/api-client';
import {
  BUSINESS_TYPE_OPTIONS,
  MIN_FOUNDING_YEAR,
  PRICE_STEP,
  texts,
  type BusinessAdFormValues,
  type ValidationResult,
  AMOUNT_MAX,
  EMPLOYEE_COUNT_MAX,
} from '@marketplace/domain';
import { ImageUploader, NumberField, Select } from '@marketplace/ui';
import { AdDescriptionField, AdFormFrame, AdTitleField } from '../../../components/ad-form-parts';
import { useDomainForm, type FormMessage } from '../../../lib/domain-form';
import { LocationFields } from '../../../components/location-fields';
import { BusinessFinancialsFields } from './business-financials-fields';
import * as css from './page.css';

// Built when shown, so the labels are in the current language.
const typeOptions = () => BUSINESS_TYPE_OPTIONS.map(({ value, label }) => ({ value, label }));
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

export interface BusinessAdFormProps<Payload> {
  initial?: BusinessAd;
  /** The create form takes images (spec §2); the edit form does not. */
  withImages: boolean;
  submitLabel: string;
  /** domain's check for this form (create or edit), given the images chosen. */
  validate: (values: BusinessAdFormState, images: File[]) => ValidationResult<Payload>;
  /** Sends what the check let through; resolves to the server's refusal, or null. */
  onSubmit: (payload: Payload, images: File[]) => Promise<FormMessage | null>;
  onCancel: () => void;
  /** After success the form stays locked while the redirect waits (spec §9: 1.5 s). */
  success?: string | null;
}

/** spec §2: the business ad fields shared by create and edit. */
export function BusinessAdForm<Payload>({
  initial,
  withImages,
  submitLabel,
  validate,
  onSubmit,
  onCancel,
  success,
}: BusinessAdFormProps<Payload>) {
  const [images, setImages] = useState<File[]>([]);
  const adForm = useDomainForm({
    defaultValues: initialBusinessAdValues(initial),
    validate: (values) => validate(values, images),
    onValid: (payload) => onSubmit(payload, images),
  });
  const values = adForm.form.watch();
  const currentYear = new Date().getFullYear();
  const locked = adForm.submitting || Boolean(success);

  return (
    <AdFormFrame
      adForm={adForm}
      submitLabel={submitLabel}
      onCancel={onCancel}
      success={success}
      locked={locked}
    >
      <AdTitleField form={adForm} value={values.title} />
      <AdDescriptionField
        form={adForm}
        value={values.description}
        label={texts.businessAdForm.description}
        required={withImages}
      />
      <div className={css.formRow}>
        <NumberField
          label={texts.ads.price}
          required
          min={0}
          max={AMOUNT_MAX}
          step={PRICE_STEP}
          {...adForm.field('price')}
        />
        <Select
          label={texts.businessAdForm.businessType}
          required
          placeholder={texts.businessAdForm.businessTypePlaceholder}
          options={typeOptions()}
          {...adForm.select('business_type')}
        />
      </div>
      <LocationFields form={adForm} countryId={values.country_id} />
      <div className={css.formRow}>
        <NumberField
          label={texts.businessAdForm.annualRevenue}
          min={0}
          max={AMOUNT_MAX}
          step={PRICE_STEP}
          {...adForm.field('annual_revenue')}
        />
        <NumberField
          label={texts.businessAdForm.employeeCount}
          min={0}
          max={EMPLOYEE_COUNT_MAX}
          step={1}
          {...adForm.field('employee_count')}
        />
      </div>
      <NumberField
        label={texts.businessAdForm.foundingYear}
        min={MIN_FOUNDING_YEAR}
        max={currentYear}
        step={1}
        hint={texts.businessAdForm.foundingYearHint(MIN_FOUNDING_YEAR, currentYear)}
        {...adForm.field('established_year')}
      />
      <BusinessFinancialsFields values={values} form={adForm} disabled={locked} />
      {withImages ? (
        <ImageUploader files={images} onFilesChange={setImages} disabled={locked} />
      ) : null}
    </AdFormFrame>
  );
}
