import { useState, type FormEvent } from 'react';
import type { LandAd } from '@marketplace/api-client';
import {
  PRICE_STEP,
  texts,
  validateLandAdForm,
  type LandAdPayload,
  AD_DESCRIPTION_MAX_LENGTH,
  AD_TITLE_MAX_LENGTH,
  characterCountHint,
} from '@marketplace/domain';
import {
  Alert,
  Button,
  ImageUploader,
  NumberField,
  type ExistingImage,
  Select,
  TextArea,
  TextField,
} from '@marketplace/ui';
import { cityOptions, countryOptions, landTypeOptions } from './location-options';
import { LandFactsFields, landFactsFrom, type LandFactsFormValues } from './land-facts-fields';
import * as css from '../../../components/page.css';
import { invalidFieldProps, useFocusFirstInvalid } from '../../../lib/use-focus-first-invalid';

export interface LandAdFormProps {
  /** The ad being edited; absent when creating. */
  initial?: LandAd;
  /** Images already stored on the ad (edit; spec §5 counts them against the limit). */
  existingImages?: readonly ExistingImage[];
  onRemoveExisting?: (id: ExistingImage['id']) => void;
  /** e.g. 'Greška pri brisanju slike' (edit). */
  imageError?: string | null;
  /** While an existing image is being deleted. */
  imagesBusy?: boolean;
  submitLabel: string;
  /**
   * Sends the form; resolves to an error line to show (with the field the server named, if it
   * did), or null on success.
   */
  onSubmit: (
    payload: LandAdPayload,
    images: File[],
  ) => Promise<string | { message: string; field?: string } | null>;
  onCancel: () => void;
}

const text = (value: number | string | null | undefined) => (value == null ? '' : String(value));

/** spec §2: the land ad fields shared by create and edit. */
export function LandAdForm({
  initial,
  existingImages = [],
  onRemoveExisting,
  imageError,
  imagesBusy = false,
  submitLabel,
  onSubmit,
  onCancel,
}: LandAdFormProps) {
  const [values, setValues] = useState({
    title: initial?.title ?? '',
    price: text(initial?.price),
    area: text(initial?.area),
    country_id: text(initial?.country_id),
    city_id: text(initial?.city_id),
    land_type: initial?.land_type ?? '',
    description: initial?.description ?? '',
  });
  const [facts, setFacts] = useState<LandFactsFormValues>(() => landFactsFrom(initial));
  const [images, setImages] = useState<File[]>([]);
  // The one message the form shows (spec §5), and the field it belongs to when it names one.
  const [error, setError] = useState<{ message: string; field?: string } | null>(null);
  const [submitting, setSubmitting] = useState(false);
  // Each failed submit scrolls to and focuses the first invalid field (or the message).
  const { formRef, errorId, failed } = useFocusFirstInvalid();
  const invalidField = invalidFieldProps(error?.field, errorId);
  const set = (patch: Partial<typeof values>) => setValues((current) => ({ ...current, ...patch }));

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const result = validateLandAdForm(
      { ...values, ...facts },
      {
        existing: existingImages.length,
        added: images.length,
      },
    );
    if (!result.ok) {
      setError({ message: result.error, field: result.field });
      failed();
      return;
    }
    setError(null);
    setSubmitting(true);
    const failure = await onSubmit(result.value, images);
    setSubmitting(false);
    setError(
      failure === null ? null : typeof failure === 'string' ? { message: failure } : failure,
    );
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
      <TextField
        label={texts.ads.title}
        required
        maxLength={AD_TITLE_MAX_LENGTH}
        {...invalidField('title')}
        hint={characterCountHint(values.title, AD_TITLE_MAX_LENGTH)}
        value={values.title}
        onChange={(event) => set({ title: event.target.value })}
      />
      <div className={css.formRow}>
        <NumberField
          label={texts.ads.price}
          {...invalidField('price')}
          required
          min={0}
          step={PRICE_STEP}
          value={values.price}
          onChange={(event) => set({ price: event.target.value })}
        />
        <NumberField
          label={texts.landAd.areaField}
          {...invalidField('area')}
          required
          min={0}
          step={PRICE_STEP}
          value={values.area}
          onChange={(event) => set({ area: event.target.value })}
        />
      </div>
      <div className={css.formRow}>
        <Select
          label={texts.ads.country}
          required
          placeholder={texts.ads.countryPlaceholder}
          options={countryOptions}
          value={values.country_id}
          // spec §2: changing the country clears the city.
          onValueChange={(country_id) => set({ country_id, city_id: '' })}
        />
        <Select
          label={texts.ads.city}
          required
          placeholder={texts.ads.cityPlaceholder}
          options={cityOptions(values.country_id)}
          value={values.city_id}
          // spec §2: the city select is disabled until a country is chosen.
          disabled={values.country_id === ''}
          onValueChange={(city_id) => set({ city_id })}
        />
      </div>
      <Select
        label={texts.landAd.landType}
        required
        placeholder={texts.landAd.landTypePlaceholder}
        options={landTypeOptions}
        value={values.land_type}
        onValueChange={(land_type) => set({ land_type })}
      />
      <TextArea
        label={texts.ads.description}
        maxLength={AD_DESCRIPTION_MAX_LENGTH}
        {...invalidField('description')}
        hint={characterCountHint(values.description, AD_DESCRIPTION_MAX_LENGTH)}
        rows={4}
        value={values.description}
        onChange={(event) => set({ description: event.target.value })}
      />
      <LandFactsFields
        values={facts}
        onChange={(patch) => setFacts((current) => ({ ...current, ...patch }))}
        errorField={error?.field}
        errorId={errorId}
      />
      <ImageUploader
        files={images}
        onFilesChange={setImages}
        existing={existingImages}
        onRemoveExisting={onRemoveExisting}
        error={imageError}
        disabled={submitting || imagesBusy}
      />
      <div className={css.actions}>
        <Button type="submit" loading={submitting}>
          {submitLabel}
        </Button>
        <Button variant="secondary" onClick={onCancel} disabled={submitting}>
          {texts.businessAdForm.cancel}
        </Button>
      </div>
    </form>
  );
}
