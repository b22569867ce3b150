import {
  AMOUNT_MAX,
  characterCountHint,
  PREMISES_OPTIONS,
  PRICE_STEP,
  REASON_FOR_SALE_MAX_LENGTH,
  texts,
} from '@marketplace/domain';
import { NumberField, Select, TextArea } from '@marketplace/ui';
import { invalidFieldProps } from '../../../lib/use-focus-first-invalid';
import * as css from './page.css';

const text = texts.businessFinancials;

/** The financials as the form holds them: text, '' where not given. */
export interface BusinessFinancialsFormValues {
  annual_profit: string;
  reason_for_sale: string;
  seller_financing: string;
  premises: string;
}

const yesNoOptions = [
  { value: '', label: texts.landFacts.notStated },
  { value: 'true', label: texts.landFacts.yes },
  { value: 'false', label: texts.landFacts.no },
];

const premisesOptions = [
  { value: '', label: texts.landFacts.notStated },
  ...PREMISES_OPTIONS.map(({ value, label }) => ({ value, label })),
];

export interface BusinessFinancialsFieldsProps {
  values: BusinessFinancialsFormValues;
  onChange: (patch: Partial<BusinessFinancialsFormValues>) => void;
  /** The field the form's error belongs to, and the id of that error's message. */
  errorField?: string;
  errorId: string;
  disabled?: boolean;
}

/** Issue 11: a business's optional financials and terms of sale, a section of its form. */
export function BusinessFinancialsFields({
  values,
  onChange,
  errorField,
  errorId,
  disabled,
}: BusinessFinancialsFieldsProps) {
  const marks = invalidFieldProps(errorField, errorId);
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
          value={values.annual_profit}
          disabled={disabled}
          onChange={(event) => onChange({ annual_profit: event.target.value })}
          {...marks('annual_profit')}
        />
        <Select
          label={text.premises}
          placeholder={text.premisesPlaceholder}
          options={premisesOptions}
          value={values.premises}
          disabled={disabled}
          onValueChange={(premises) => onChange({ premises })}
          {...marks('premises')}
        />
      </div>
      <TextArea
        label={text.reasonForSale}
        maxLength={REASON_FOR_SALE_MAX_LENGTH}
        hint={characterCountHint(values.reason_for_sale, REASON_FOR_SALE_MAX_LENGTH)}
        rows={3}
        value={values.reason_for_sale}
        disabled={disabled}
        onChange={(event) => onChange({ reason_for_sale: event.target.value })}
        {...marks('reason_for_sale')}
      />
      <Select
        label={text.sellerFinancing}
        options={yesNoOptions}
        value={values.seller_financing}
        disabled={disabled}
        onValueChange={(seller_financing) => onChange({ seller_financing })}
        {...marks('seller_financing')}
      />
    </section>
  );
}
