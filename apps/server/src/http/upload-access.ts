import { texts, type Capability } from '@marketplace/domain';

/**
 * The roles that may send an upload, checked with the token before the body is read (contract.ts):
 * a multipart form of up to 50 MB from someone who may not upload there is refused at once.
 * Keys are 'METHOD /route/:param'. Authorship (editing only one's own ad) is checked later, by
 * the service, as for every other operation. Each message is read when it is sent, in the
 * request's language.
 */
export const ROLE_BEFORE_BODY: Readonly<
  Record<string, { capability: Capability; message: string }>
> = {
  'POST /api/ads': {
    capability: 'createLandAd',
    get message() {
      return texts.apiAds.landOwnersOnly;
    },
  },
  // Only a land owner can be the author of a land ad: anyone else gets the author check's answer.
  'PUT /api/ads/:id': {
    capability: 'editLandAd',
    get message() {
      return texts.businessAdForm.notAuthor;
    },
  },
  'POST /api/business-ads': {
    capability: 'createBusinessAd',
    get message() {
      return texts.businessAdForm.onlyBusinessOwnersCreate;
    },
  },
};
