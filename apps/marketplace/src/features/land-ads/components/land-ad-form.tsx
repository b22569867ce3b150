import { useState } from 'react';
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
import { LocationFields } from '../../../components/location-fields';
import { landTypeOptions } from './land-type-options';
import { LandFactsFields, landFactsFrom } from './land-facts-fields';
import * as css from '../../../components/page.css';
import { useDomainForm, type FormMessage } from '../../../lib/domain-form';

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
  onSubmit: (payload: LandAdPayload, images: File[]) => Promise<string | FormMessage | null>;
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
  const [images, setImages] = useState<File[]>([]);
  const adForm = useDomainForm({
    defaultValues: {
      title: initial?.title ?? '',
      price: text(initial?.price),
      area: text(initial?.area),
      country_id: text(initial?.country_id),
      city_id: text(initial?.city_id),
      land_type: initial?.land_type ?? '',
      description: initial?.description ?? '',
      ...landFactsFrom(initial),
    },
    validate: (values) =>
      validateLandAdForm(values, { existing: existingImages.length, added: images.length }),
    onValid: (payload) => onSubmit(payload, images),
  });
  const values = adForm.form.watch();
  const { error, errorId, submitting } = adForm;

  return (
    <form
      method="post"
      ref={adForm.formRef}
      className={css.form}
      onSubmit={adForm.onSubmit}
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
        hint={characterCountHint(values.title, AD_TITLE_MAX_LENGTH)}
        {...adForm.field('title')}
      />
      <div className={css.formRow}>
        <NumberField
          label={texts.ads.price}
          required
          min={0}
          step={PRICE_STEP}
          {...adForm.field('price')}
        />
        <NumberField
          label={texts.landAd.areaField}
          required
          min={0}
          step={PRICE_STEP}
          {...adForm.field('area')}
        />
      </div>
      <LocationFields form={adForm} countryId={values.country_id} />
      <Select
        label={texts.landAd.landType}
        required
        placeholder={texts.landAd.landTypePlaceholder}
        options={landTypeOptions}
        {...adForm.select('land_type')}
      />
      <TextArea
        label={texts.ads.description}
        maxLength={AD_DESCRIPTION_MAX_LENGTH}
        hint={characterCountHint(values.description, AD_DESCRIPTION_MAX_LENGTH)}
        rows={4}
        {...adForm.field('description')}
      />
      <LandFactsFields values={values} form={adForm} />
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
