import { texts, UTILITY_OPTIONS, type Utility } from '@marketplace/domain';
import { Select, TextField } from '@marketplace/ui';
import { CheckField, CheckGroup } from '../../../components/check-field';
import * as css from '../../../components/page.css';

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

export const yesNoOptions = [
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
  onChange: (patch: Partial<LandFactsFormValues>) => void;
  /** The field the form's error belongs to, and the id of that error's message. */
  errorField?: string;
  errorId: string;
  disabled?: boolean;
}

/** Issue 11: the optional facts of a plot, in their own section of the land-ad form. */
export function LandFactsFields({
  values,
  onChange,
  errorField,
  errorId,
  disabled,
}: LandFactsFieldsProps) {
  const marks = (field: keyof LandFactsFormValues) =>
    errorField === field
      ? { invalid: true, 'aria-describedby': errorId }
      : { invalid: false, 'aria-describedby': undefined };
  return (
    <section className={css.form} aria-labelledby="land-facts-title">
      <h2 id="land-facts-title" className={css.sectionTitle}>
        {text.title}
      </h2>
      <div className={css.formRow}>
        <TextField
          label={text.cadastralMunicipality}
          value={values.cadastral_municipality}
          disabled={disabled}
          onChange={(event) => onChange({ cadastral_municipality: event.target.value })}
          {...marks('cadastral_municipality')}
        />
        <TextField
          label={text.parcelNumber}
          hint={text.parcelNumberHint}
          inputMode="numeric"
          value={values.parcel_number}
          disabled={disabled}
          onChange={(event) => onChange({ parcel_number: event.target.value })}
          {...marks('parcel_number')}
        />
      </div>
      <CheckGroup
        legend={text.utilities}
        name="utilities"
        options={UTILITY_OPTIONS}
        value={values.utilities}
        disabled={disabled}
        onChange={(utilities) => onChange({ utilities })}
        {...(errorField === 'utilities'
          ? { 'aria-invalid': true as const, 'aria-describedby': errorId }
          : {})}
      />
      <TextField
        label={text.zoning}
        value={values.zoning}
        disabled={disabled}
        onChange={(event) => onChange({ zoning: event.target.value })}
        {...marks('zoning')}
      />
      <div className={css.formRow}>
        <Select
          label={text.ownershipRegistered}
          options={yesNoOptions}
          value={values.ownership_registered}
          disabled={disabled}
          onValueChange={(value) =>
            onChange({ ownership_registered: value as LandFactsFormValues['ownership_registered'] })
          }
          {...marks('ownership_registered')}
        />
        <CheckField
          label={text.priceNegotiable}
          checked={values.price_negotiable}
          disabled={disabled}
          onChange={(event) => onChange({ price_negotiable: event.target.checked })}
          {...(errorField === 'price_negotiable'
            ? { 'aria-invalid': true as const, 'aria-describedby': errorId }
            : {})}
        />
      </div>
    </section>
  );
}
