import type { Conversation } from './conversation';

// Story-only data: an investor (id 21) writing to three owners; Marko Petrović (id 7) owns ad 12.
export const INVESTOR_ID = 21;
export const OWNER_ID = 7;

export const sampleConversations: Conversation[] = [
  {
    id: 1,
    ad_id: 12,
    business_ad_id: null,
    ad_type: 'land',
    ad_title: 'Poljoprivredno zemljište kod Novog Sada',
    sender_id: INVESTOR_ID,
    receiver_id: OWNER_ID,
    sender_name: 'Stefan Nikolić',
    receiver_name: 'Marko Petrović',
    last_message: 'Dobar dan, cena je okvirna, možemo razgovarati.',
    last_message_time: '2024-11-05T12:07:00Z',
    unread_count: 3,
  },
  {
    id: 2,
    ad_id: 5,
    business_ad_id: 5,
    ad_type: 'business',
    ad_title: 'Restoran Dunav sa terasom na reci',
    sender_id: INVESTOR_ID,
    receiver_id: 9,
    sender_name: 'Stefan Nikolić',
    receiver_name: 'Jelena Jovanović',
    last_message: 'Godišnji prihod je stabilan poslednje tri godine, šaljem izveštaje.',
    last_message_time: '2024-11-04T08:30:00Z',
    unread_count: 12,
  },
  {
    id: 3,
    ad_id: 31,
    business_ad_id: null,
    ad_type: 'land',
    ad_title: 'Plac na Zlatiboru',
    sender_id: INVESTOR_ID,
    receiver_id: 11,
    sender_name: 'Stefan Nikolić',
    receiver_name: 'Ivan Horvat',
    last_message: 'Hvala, javiću se.',
    last_message_time: '2024-10-28T17:45:00Z',
    unread_count: 0,
  },
];
