import { describe, expect, it } from 'vitest';
import { MockDb } from './db';
import {
  businessAdWithoutDescription,
  businessAds,
  conversations,
  fixtureCities,
  fixtureUsers,
  landAds,
  messages,
  users,
} from './fixtures';
import { errorsOf, schemaValidator } from './testing/contract';

describe('fixtures match the openapi.yaml schemas', () => {
  it.each([
    ['User', users],
    ['LandAd', landAds],
    ['BusinessAd', [...businessAds, businessAdWithoutDescription]],
    ['Conversation', conversations],
    ['Message', messages],
  ] as const)('every %s fixture is valid', (schemaName, list) => {
    const validate = schemaValidator(schemaName);
    for (const item of list) {
      expect(validate(item), `${schemaName} ${JSON.stringify(item)}: ${errorsOf(validate)}`).toBe(
        true,
      );
    }
  });

  it('rejects a fixture with a wrong field, so the check above can fail', () => {
    const validate = schemaValidator('LandAd');
    expect(validate({ ...landAds[0], land_type: 'forest' })).toBe(false);
    expect(validate({ ...landAds[0], extra: 1 })).toBe(false);
  });
});

describe('fixture coverage the spec asks for', () => {
  it('has a user of every role', () => {
    expect(new Set(users.map((user) => user.user_type))).toEqual(
      new Set(['land_owner', 'business_owner', 'investor']),
    );
  });

  it('has active and deleted land ads, every land type among them', () => {
    expect(landAds.some((ad) => ad.deleted)).toBe(true);
    expect(new Set(landAds.map((ad) => ad.land_type)).size).toBe(5);
  });

  it('has business ads with and without the optional fields and the description', () => {
    expect(businessAds.some((ad) => ad.annual_revenue === undefined)).toBe(true);
    expect(businessAds.some((ad) => ad.employee_count === null)).toBe(true);
    expect(businessAds.some((ad) => typeof ad.established_year === 'number')).toBe(true);
    expect(businessAdWithoutDescription.description).toBeUndefined();
  });

  it('has land and business conversations with unread counts 0, 3 and 12', () => {
    expect(new Set(conversations.map((c) => c.ad_type))).toEqual(new Set(['land', 'business']));
    expect(conversations.map((c) => c.unread_count).sort((a, b) => a - b)).toEqual([0, 0, 3, 12]);
  });

  it('uses city ids of the form country id * 100 + sequence', () => {
    for (const city of Object.values(fixtureCities)) {
      expect(Math.floor(city.id / 100)).toBe(city.country_id);
    }
    expect(fixtureCities.beograd.id).toBe(101);
    expect(fixtureCities.zagreb.id).toBe(201);
    expect(fixtureCities.skoplje.id).toBe(501);
    for (const ad of [...landAds, ...businessAds]) {
      expect(Math.floor(ad.city_id / 100)).toBe(ad.country_id);
    }
  });

  it('states conversation summaries that agree with the messages behind them', () => {
    const db = new MockDb();
    const views = db.conversations.map((c) => db.conversationView(c, fixtureUsers.investor.id));
    expect(views.sort((a, b) => a.id - b.id)).toEqual(
      [...conversations].sort((a, b) => a.id - b.id),
    );
  });
});
