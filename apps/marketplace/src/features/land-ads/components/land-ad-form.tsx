import { useState } from 'react';
import type { LandAd } from '@marketplace/api-client';
import { PRICE_STEP, texts, validateLandAdForm, type LandAdPayload } from '@marketplace/domain';
import { ImageUploader, NumberField, type ExistingImage, Select } from '@marketplace/ui';
import { AdDescriptionField, AdFormFrame, AdTitleField } from '../../../components/ad-form-parts';
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

  return (
    <AdFormFrame adForm={adForm} submitLabel={submitLabel} onCancel={onCancel}>
      <AdTitleField form={adForm} value={values.title} />
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
        options={landTypeOptions()}
        {...adForm.select('land_type')}
      />
      <AdDescriptionField form={adForm} value={values.description} />
      <LandFactsFields values={values} form={adForm} />
      <ImageUploader
        files={images}
        onFilesChange={setImages}
        existing={existingImages}
        onRemoveExisting={onRemoveExisting}
        error={imageError}
        disabled={adForm.submitting || imagesBusy}
      />
    </AdFormFrame>
  );
}
