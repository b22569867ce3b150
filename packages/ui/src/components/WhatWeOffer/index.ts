export { WhatWeOffer, DEFAULT_OFFERS, type Offer, type WhatWeOfferProps } from './WhatWeOffer';
