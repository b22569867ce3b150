import type { BusinessAd } from '@marketplace/api-client';
import {
  askingMultiple,
  formatBusinessPrice,
  formatMultiple,
  premisesLabel,
  texts,
} from '@marketplace/domain';
import type { Fact } from '@marketplace/ui';

const text = texts.businessFinancials;

/**
 * A business's financials and terms of sale: only those present, and they are present only where
 * the description is (investors and the author, openapi.yaml BusinessAd). The asking multiple
 * needs both the price and a profit above 0.
 */
export function businessFinancialFacts(ad: BusinessAd): Fact[] {
  const facts: Fact[] = [];
  if (ad.annual_profit != null) {
    facts.push({ label: text.annualProfitShort, value: formatBusinessPrice(ad.annual_profit) });
  }
  const multiple = askingMultiple(ad);
  if (multiple !== null)
    facts.push({ label: text.askingMultiple, value: formatMultiple(multiple) });
  if (ad.reason_for_sale) facts.push({ label: text.reasonForSale, value: ad.reason_for_sale });
  if (ad.seller_financing != null) {
    facts.push({
      label: text.sellerFinancingShort,
      value: ad.seller_financing ? texts.landFacts.yes : texts.landFacts.no,
    });
  }
  if (ad.premises != null) facts.push({ label: text.premises, value: premisesLabel(ad.premises) });
  return facts;
}
