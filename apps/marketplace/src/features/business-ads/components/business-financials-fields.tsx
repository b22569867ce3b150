import {
  AMOUNT_MAX,
  characterCountHint,
  PREMISES_OPTIONS,
  PRICE_STEP,
  REASON_FOR_SALE_MAX_LENGTH,
  texts,
} from '@marketplace/domain';
import { NumberField, Select, TextArea } from '@marketplace/ui';
import type { FieldBinder } from '../../../lib/domain-form';
import * as css from './page.css';

const text = texts.businessFinancials;

/** The financials as the form holds them: text, '' where not given. */
export interface BusinessFinancialsFormValues {
  annual_profit: string;
  reason_for_sale: string;
  seller_financing: string;
  premises: string;
}

// Built when shown, so the labels are in the current language.
const yesNoOptions = () => [
  { value: '', label: texts.landFacts.notStated },
  { value: 'true', label: texts.landFacts.yes },
  { value: 'false', label: texts.landFacts.no },
];

const premisesOptions = () => [
  { value: '', label: texts.landFacts.notStated },
  ...PREMISES_OPTIONS.map(({ value, label }) => ({ value, label })),
];

export interface BusinessFinancialsFieldsProps {
  values: BusinessFinancialsFormValues;
  /** The business-ad form, which holds these fields. */
  form: FieldBinder<keyof BusinessFinancialsFormValues>;
  disabled?: boolean;
}

/** A business's optional financials and terms of sale, a section of its form. */
export function BusinessFinancialsFields({
  values,
  form,
  disabled,
}: BusinessFinancialsFieldsProps) {
  return (
    <section className={css.form} aria-labelledby="business-financials-title">
      <h2 id="business-financials-title" className={css.sectionTitle}>
        {text.title}
      </h2>
      <div className={css.formRow}>
        {/* A loss is a negative profit: the contract's bound holds either way. */}
        <NumberField
          label={text.annualProfit}
          min={-AMOUNT_MAX}
          max={AMOUNT_MAX}
          step={PRICE_STEP}
          disabled={disabled}
          {...form.field('annual_profit')}
        />
        <Select
          label={text.premises}
          placeholder={text.premisesPlaceholder}
          options={premisesOptions()}
          disabled={disabled}
          {...form.select('premises')}
        />
      </div>
      <TextArea
        label={text.reasonForSale}
        maxLength={REASON_FOR_SALE_MAX_LENGTH}
        hint={characterCountHint(values.reason_for_sale, REASON_FOR_SALE_MAX_LENGTH)}
        rows={3}
        disabled={disabled}
        {...form.field('reason_for_sale')}
      />
      <Select
        label={text.sellerFinancing}
        options={yesNoOptions()}
        disabled={disabled}
        {...form.select('seller_financing')}
      />
    </section>
  );
}
