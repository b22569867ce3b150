import {
  BUSINESS_AD_SORTS,
  BUSINESS_TYPES,
  type BusinessAdFilter,
  type BusinessAdSearch,
  type BusinessAdSort,
} from '@marketplace/domain';
import {
  amountParam,
  anySet,
  adCriteriaAddress,
  choiceParam,
  idParam,
  inputValue,
  readSharedCriteria,
  textParam,
  type AddressCodec,
  type SharedCriteria,
} from '../../../lib/search-in-address';

/** The business search as the controls hold it ('' = not set); the address holds the same. */
export type BusinessAdCriteria = SharedCriteria<BusinessAdSort> & {
  businessType: string;
  minRevenue: string;
  maxRevenue: string;
};

/** `?q=…&country_id=…&city_id=…&business_type=…&price_min=…&price_max=…&revenue_min=…&revenue_max=…&sort=…&include_sold=true` */
export const businessAdAddress: AddressCodec<BusinessAdCriteria> = {
  read: (params) => ({
    ...readSharedCriteria(params, BUSINESS_AD_SORTS, 'newest'),
    // spec §2: one type ('Svi tipovi' or one of them).
    businessType: choiceParam(params.get('business_type'), BUSINESS_TYPES),
    minRevenue: params.get('revenue_min') ?? '',
    maxRevenue: params.get('revenue_max') ?? '',
  }),
  write: (criteria) =>
    adCriteriaAddress(criteria, {
      types: { businessType: 'business_type' },
      ranges: { minRevenue: 'revenue_min', maxRevenue: 'revenue_max' },
    }),
  typed: ['text', 'minPrice', 'maxPrice', 'minRevenue', 'maxRevenue'],
  replacing: ['text'],
};

/** The panel's criteria as the address keeps them. */
export function businessCriteriaOf(
  value: BusinessAdFilter,
  sort: BusinessAdSort,
  includeSold = '',
): BusinessAdCriteria {
  return {
    text: value.text ?? '',
    countryId: inputValue(value.countryId),
    cityId: inputValue(value.cityId),
    businessType: inputValue(value.businessType),
    minPrice: inputValue(value.minPrice),
    maxPrice: inputValue(value.maxPrice),
    minRevenue: inputValue(value.minRevenue),
    maxRevenue: inputValue(value.maxRevenue),
    sort,
    includeSold,
  };
}

/** Whether the address sets a criterion behind the 'Filteri' toggle (then it starts open). */
export const hasHiddenCriteria = (criteria: BusinessAdCriteria) =>
  anySet(criteria, ['minPrice', 'maxPrice', 'businessType', 'minRevenue', 'maxRevenue', 'cityId']);

/**
 * The request of the criteria (spec §5 semantics, on the server; a revenue bound leaves out ads
 * without a revenue there): blank text and amounts that are not numbers are left out.
 */
export function businessAdSearchOf(criteria: BusinessAdCriteria): BusinessAdSearch {
  const type = choiceParam(criteria.businessType, BUSINESS_TYPES);
  return {
    q: textParam(criteria.text),
    country_id: idParam(criteria.countryId),
    city_id: idParam(criteria.cityId),
    business_type: type === '' ? undefined : [type],
    price_min: amountParam(criteria.minPrice),
    price_max: amountParam(criteria.maxPrice),
    revenue_min: amountParam(criteria.minRevenue),
    revenue_max: amountParam(criteria.maxRevenue),
    sort: criteria.sort,
    include_sold: criteria.includeSold === 'true' ? true : undefined,
  };
}
