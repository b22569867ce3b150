import { texts, UTILITY_OPTIONS, type Utility } from '@marketplace/domain';
import { Select, TextField } from '@marketplace/ui';
import { CheckField, CheckGroup } from '../../../components/check-field';
import * as css from '../../../components/page.css';
import type { FieldBinder } from '../../../lib/domain-form';

/** The plot's facts as the form holds them: text, the checked utilities, '' / 'true' / 'false'. */
export interface LandFactsFormValues {
  cadastral_municipality: string;
  parcel_number: string;
  utilities: Utility[];
  zoning: string;
  ownership_registered: '' | 'true' | 'false';
  price_negotiable: boolean;
}

const text = texts.landFacts;

// Built when shown, so the labels are in the current language.
export const yesNoOptions = () => [
  { value: '', label: text.notStated },
  { value: 'true', label: text.yes },
  { value: 'false', label: text.no },
];

export const landFactsFrom = (ad?: {
  cadastral_municipality?: string | null;
  parcel_number?: string | null;
  utilities?: readonly Utility[];
  zoning?: string | null;
  ownership_registered?: boolean | null;
  price_negotiable?: boolean;
}): LandFactsFormValues => ({
  cadastral_municipality: ad?.cadastral_municipality ?? '',
  parcel_number: ad?.parcel_number ?? '',
  utilities: [...(ad?.utilities ?? [])],
  zoning: ad?.zoning ?? '',
  ownership_registered:
    ad?.ownership_registered == null ? '' : ad.ownership_registered ? 'true' : 'false',
  price_negotiable: ad?.price_negotiable ?? false,
});

export interface LandFactsFieldsProps {
  values: LandFactsFormValues;
  /** The land-ad form, which holds these fields. */
  form: FieldBinder<keyof LandFactsFormValues>;
  disabled?: boolean;
}

/** The optional facts of a plot, in their own section of the land-ad form. */
export function LandFactsFields({ values, form, disabled }: LandFactsFieldsProps) {
  return (
    <section className={css.form} aria-labelledby="land-facts-title">
      <h2 id="land-facts-title" className={css.sectionTitle}>
        {text.title}
      </h2>
      <div className={css.formRow}>
        <TextField
          label={text.cadastralMunicipality}
          disabled={disabled}
          {...form.field('cadastral_municipality')}
        />
        <TextField
          label={text.parcelNumber}
          hint={text.parcelNumberHint}
          inputMode="numeric"
          disabled={disabled}
          {...form.field('parcel_number')}
        />
      </div>
      <CheckGroup
        legend={text.utilities}
        name="utilities"
        options={UTILITY_OPTIONS}
        value={values.utilities}
        disabled={disabled}
        onChange={(utilities) => form.set('utilities', utilities)}
        {...form.marks('utilities')}
      />
      <TextField label={text.zoning} disabled={disabled} {...form.field('zoning')} />
      <div className={css.formRow}>
        <Select
          label={text.ownershipRegistered}
          options={yesNoOptions()}
          disabled={disabled}
          {...form.select('ownership_registered')}
        />
        <CheckField
          label={text.priceNegotiable}
          checked={values.price_negotiable}
          disabled={disabled}
          onChange={(event) => form.set('price_negotiable', event.target.checked)}
          {...form.marks('price_negotiable')}
        />
      </div>
    </section>
  );
}
