import type { BusinessAd, LandAd } from '@marketplace/api-client';
import { pricePerSquareMetre } from '@marketplace/domain';
import { generateBusinessAds, generateLandAds } from '@marketplace/domain/testing';

/**
 * The domain's generated ads (a deterministic seed) as the API answers them, without images and
 * with the optional fields left at their defaults: no facts, active, unchanged since posted.
 */
export const generatedLandAds = (count: number, seed: number): LandAd[] =>
  generateLandAds(count, seed).map((ad) => ({
    ...ad,
    thumbnail: null,
    images: [],
    cadastral_municipality: null,
    parcel_number: null,
    utilities: [],
    zoning: null,
    ownership_registered: null,
    price_negotiable: false,
    price_per_m2: pricePerSquareMetre(ad),
    status: 'active',
    updated_at: ad.created_at,
  }));

export const generatedBusinessAds = (count: number, seed: number): BusinessAd[] =>
  generateBusinessAds(count, seed).map((ad) => ({
    ...ad,
    thumbnail: null,
    images: [],
    status: 'active',
    updated_at: ad.created_at,
  }));
