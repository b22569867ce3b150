import type { LandAd } from '@marketplace/api-client';
import {
  formatArea,
  formatAres,
  formatHectares,
  formatLocation,
  formatPrice,
  formatPricePerAre,
  formatPricePerSquareMetre,
  landTypeLabel,
  texts,
  utilityLabel,
} from '@marketplace/domain';
import type { Fact } from '@marketplace/ui';

const facts = texts.landFacts;

const yesNo = (value: boolean | null | undefined) =>
  value == null ? facts.notStated : value ? facts.yes : facts.no;
const stated = (value: string | null | undefined) => (value ? value : facts.notStated);

/** Everything an investor judges a plot by, in the order they read it. */
export function landAdFacts(ad: LandAd): Fact[] {
  return [
    { label: texts.adPage.price, value: formatPrice(ad.price) },
    { label: facts.pricePerSquareMetre, value: formatPricePerSquareMetre(ad) },
    { label: facts.pricePerAre, value: formatPricePerAre(ad) },
    { label: facts.priceNegotiable, value: yesNo(ad.price_negotiable) },
    { label: texts.landAd.area, value: formatArea(ad.area) },
    { label: facts.areaInAres, value: formatAres(ad.area) },
    { label: facts.areaInHectares, value: formatHectares(ad.area) },
    { label: texts.landAd.landType, value: landTypeLabel(ad.land_type) },
    { label: texts.ads.location, value: formatLocation(ad.city_id, ad.country_id) },
    { label: facts.cadastralMunicipality, value: stated(ad.cadastral_municipality) },
    { label: facts.parcelNumber, value: stated(ad.parcel_number) },
    {
      label: facts.utilities,
      value:
        ad.utilities.length > 0 ? ad.utilities.map(utilityLabel).join(', ') : facts.noUtilities,
    },
    { label: facts.zoning, value: stated(ad.zoning) },
    { label: facts.ownershipRegistered, value: yesNo(ad.ownership_registered) },
  ];
}
