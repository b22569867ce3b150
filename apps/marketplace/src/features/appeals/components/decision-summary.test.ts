import { describe, expect, it } from 'vitest';
import type { Decision } from '../api/get-decision';
import { appealStatusText, appealWindow, decisionSummary } from './decision-summary';

const zone = { timeZone: 'Europe/Belgrade' };

const hidden: Decision = {
  id: 7,
  target: { type: 'land_ad', id: 1 },
  target_label: 'Poljoprivredno zemljište kod Novog Sada',
  affected_user_id: 1,
  action: 'hide',
  reason_code: 'fraud',
  terms_clause: '4.1',
  statement: 'Parcela iz oglasa nije upisana na vlasnika.',
  until: null,
  automated: false,
  followed_report: true,
  created_at: '2025-03-10T10:00:00.000Z',
  reversed_at: null,
  appeal: null,
};

describe('decisionSummary', () => {
  it('names the measure, the ad, the reason and the clause with its anchor', () => {
    const summary = decisionSummary(hidden, zone);
    expect(summary.measure).toBe('Sakrij oglas');
    expect(summary.target).toBe('Oglas „Poljoprivredno zemljište kod Novog Sada“');
    expect(summary.reason).toBe('Prevara');
    expect(summary.clause).toEqual({ label: 'Tačka 4.1: Prevara', href: '/uslovi#clan-4-1' });
    expect(summary.decidedAt).toBe('10. mart 2025.');
  });

  it('says the measure has no end, followed a report and used no automated means', () => {
    const summary = decisionSummary(hidden, zone);
    expect(summary.duration).toBe('Bez vremenskog ograničenja, dok se mera ne ukine.');
    expect(summary.origin).toBe('Odluka je doneta nakon prijave drugog korisnika.');
    expect(summary.means).toMatch(/^Automatizovana sredstva nisu korišćena/);
    expect(summary.reversed).toBeNull();
  });

  it('gives a suspension its end and names the account', () => {
    const summary = decisionSummary(
      {
        ...hidden,
        target: { type: 'user', id: 1 },
        target_label: 'Marko Petrović',
        action: 'suspend',
        until: '2025-04-01T10:00:00.000Z',
        followed_report: false,
      },
      zone,
    );
    expect(summary.measure).toBe('Suspenduj nalog');
    expect(summary.target).toBe('Nalog „Marko Petrović“');
    expect(summary.duration).toBe('Do 1. april 2025.');
    expect(summary.origin).toBe(
      'Odluka je doneta na inicijativu moderatora, bez prijave korisnika.',
    );
  });

  it('keeps a clause the terms no longer have by its number', () => {
    const summary = decisionSummary({ ...hidden, terms_clause: '9.9' }, zone);
    expect(summary.clause).toEqual({ label: '9.9', href: '/uslovi#clan-9-9' });
  });

  it('says when a reversed decision was undone', () => {
    const summary = decisionSummary({ ...hidden, reversed_at: '2025-03-20T10:00:00.000Z' }, zone);
    expect(summary.reversed).toBe('Odluka je ukinuta 20. mart 2025.');
  });
});

describe('appealWindow', () => {
  it('is open for six months after the decision', () => {
    expect(appealWindow(hidden, new Date('2025-09-10T09:00:00.000Z'), zone)).toEqual({
      open: true,
      sentence: 'Žalbu možete podneti do 10. septembar 2025.',
    });
  });

  it('is closed after that', () => {
    expect(appealWindow(hidden, new Date('2025-09-11T09:00:00.000Z'), zone)).toEqual({
      open: false,
      sentence: 'Rok za žalbu je istekao 10. septembar 2025.',
    });
  });
});

describe('appealStatusText', () => {
  it.each([
    ['open', 'Žalba je primljena i čeka odluku.'],
    ['upheld', 'Žalba je razmotrena i odluka ostaje na snazi.'],
    ['reversed', 'Žalba je usvojena i mera je ukinuta.'],
  ] as const)('%s', (status, sentence) => {
    expect(appealStatusText({ status })).toBe(sentence);
  });
});
