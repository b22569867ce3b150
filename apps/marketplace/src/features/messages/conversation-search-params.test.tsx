import { describe, expect, it } from 'vitest';
import type { Conversation } from '@marketplace/api-client';
import { fixtureConversations, fixtureUsers } from '@marketplace/api-client/mocks';
import {
  decideStart,
  readSelectedId,
  readStartRequest,
  resolveStartRequest,
  selectedParams,
  withoutSelection,
  withoutSendInitial,
} from './conversation-search-params';

const { investor, landOwner, businessOwner, secondBusinessOwner } = fixtureUsers;
const { landNoviSad, businessRestaurant, businessTransport } = fixtureConversations;
const conversations: Conversation[] = [landNoviSad, businessRestaurant, businessTransport];
const params = (query: string) => new URLSearchParams(query);

describe('readStartRequest', () => {
  it.each([
    ['adId=1&receiverId=1&sendInitial=1', { adId: 1, receiverId: 1, adType: 'land' }],
    [
      'adId=4&receiverId=5&sendInitial=1&adType=business',
      { adId: 4, receiverId: 5, adType: 'business' },
    ],
    ['adId=4&receiverId=5&sendInitial=1&adType=land', { adId: 4, receiverId: 5, adType: 'land' }],
    ['adId=4&receiverId=5&sendInitial=1&adType=other', { adId: 4, receiverId: 5, adType: 'land' }],
  ])('reads %s', (query, expected) => {
    expect(readStartRequest(params(query))).toEqual(expected);
  });

  it.each([
    ['', 'nothing in the address'],
    ['adId=1&receiverId=1', 'sendInitial missing'],
    ['adId=1&receiverId=1&sendInitial=0', 'sendInitial not 1'],
    ['adId=1&sendInitial=1', 'receiverId missing'],
    ['receiverId=1&sendInitial=1', 'adId missing'],
    ['adId=abc&receiverId=1&sendInitial=1', 'adId not a number'],
    ['adId=0&receiverId=1&sendInitial=1', 'adId zero'],
    ['adId=1.5&receiverId=1&sendInitial=1', 'adId a fraction'],
    ['adId=-2&receiverId=1&sendInitial=1', 'adId negative'],
    ['adId=1&receiverId=&sendInitial=1', 'receiverId empty'],
  ])('ignores %s (%s)', (query) => {
    expect(readStartRequest(params(query))).toBeNull();
  });
});

describe('resolveStartRequest', () => {
  it('selects the existing land conversation about the ad with that owner', () => {
    expect(
      resolveStartRequest(
        conversations,
        params(`adId=${landNoviSad.ad_id}&receiverId=${landOwner.id}&sendInitial=1`),
        investor.id,
      ),
    ).toEqual({ type: 'select', conversationId: landNoviSad.id });
  });

  it('selects the existing business conversation when adType=business', () => {
    expect(
      resolveStartRequest(
        conversations,
        params(
          `adId=${businessTransport.ad_id}&receiverId=${secondBusinessOwner.id}&sendInitial=1&adType=business`,
        ),
        investor.id,
      ),
    ).toEqual({ type: 'select', conversationId: businessTransport.id });
  });

  it('finds the pair from either side (the owner opening the link)', () => {
    expect(
      resolveStartRequest(
        conversations,
        params(`adId=${landNoviSad.ad_id}&receiverId=${investor.id}&sendInitial=1`),
        landOwner.id,
      ),
    ).toEqual({ type: 'select', conversationId: landNoviSad.id });
  });

  it('does not mix ad types: land ad 1 is not business ad 1', () => {
    // businessRestaurant is business ad 1; land ad 1 with its owner has no conversation here.
    expect(
      resolveStartRequest(
        [businessRestaurant],
        params(`adId=${businessRestaurant.ad_id}&receiverId=${businessOwner.id}&sendInitial=1`),
        investor.id,
      ),
    ).toEqual({
      type: 'openDialog',
      request: { adId: businessRestaurant.ad_id, receiverId: businessOwner.id, adType: 'land' },
    });
  });

  it('opens the dialog when no conversation exists for that ad', () => {
    expect(
      resolveStartRequest(
        conversations,
        params(`adId=3&receiverId=${landOwner.id}&sendInitial=1`),
        investor.id,
      ),
    ).toEqual({
      type: 'openDialog',
      request: { adId: 3, receiverId: landOwner.id, adType: 'land' },
    });
  });

  it('opens the dialog when the ad matches but the owner does not', () => {
    expect(
      resolveStartRequest(
        conversations,
        params(`adId=${landNoviSad.ad_id}&receiverId=${businessOwner.id}&sendInitial=1`),
        investor.id,
      ),
    ).toMatchObject({ type: 'openDialog' });
  });

  it('opens the dialog with an empty list', () => {
    expect(
      resolveStartRequest([], params('adId=2&receiverId=4&sendInitial=1'), investor.id),
    ).toMatchObject({ type: 'openDialog' });
  });

  it.each([
    ['no start request', 'c=2'],
    ['sendInitial already removed', `adId=3&receiverId=${landOwner.id}`],
    ['writing to oneself', `adId=3&receiverId=${investor.id}&sendInitial=1`],
  ])('does nothing: %s', (_, query) => {
    expect(resolveStartRequest(conversations, params(query), investor.id)).toEqual({
      type: 'nothing',
    });
  });

  it('decideStart without a request does nothing', () => {
    expect(decideStart(conversations, null, investor.id)).toEqual({ type: 'nothing' });
  });
});

describe('selection in the address', () => {
  it.each([
    ['c=2', 2],
    ['c=2&adId=1', 2],
    ['', null],
    ['c=', null],
    ['c=x', null],
    ['c=0', null],
  ])('readSelectedId(%s) is %s', (query, expected) => {
    expect(readSelectedId(params(query))).toBe(expected);
  });

  it('selecting keeps only c', () => {
    expect(selectedParams(7).toString()).toBe('c=7');
  });

  it('closing the dialog removes only sendInitial', () => {
    expect(
      withoutSendInitial(params('adId=3&receiverId=1&sendInitial=1&adType=business')).toString(),
    ).toBe('adId=3&receiverId=1&adType=business');
  });

  it('going back to the list removes c', () => {
    expect(withoutSelection(params('c=3&adId=1')).toString()).toBe('adId=1');
  });
});
