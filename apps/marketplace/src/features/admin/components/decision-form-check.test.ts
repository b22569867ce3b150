import { describe, expect, it } from 'vitest';
import { MODERATION_STATEMENT_MAX } from '@marketplace/domain';
import { checkDecisionForm, emptyDecisionForm } from './decision-form-check';

const now = new Date('2025-03-01T10:00:00');
const full = { reasonAndClause: true, until: false };
const filled = {
  ...emptyDecisionForm,
  reason: 'fraud',
  clause: '4.1',
  statement: '  Lažne slike.  ',
};

describe('checkDecisionForm', () => {
  it('asks for the reason, the clause and the statement', () => {
    expect(checkDecisionForm(emptyDecisionForm, full, now)).toEqual({
      ok: false,
      errors: {
        reason: 'Izaberite razlog.',
        clause: 'Izaberite tačku uslova korišćenja.',
        statement: 'Obrazloženje je obavezno.',
      },
    });
  });

  it('takes a filled form, the statement trimmed', () => {
    expect(checkDecisionForm(filled, full, now)).toEqual({
      ok: true,
      reason: 'fraud',
      clause: '4.1',
      statement: 'Lažne slike.',
      until: null,
    });
  });

  it('refuses an unknown clause and a statement over the limit', () => {
    const check = checkDecisionForm(
      { ...filled, clause: '99.9', statement: 'a'.repeat(MODERATION_STATEMENT_MAX + 1) },
      full,
      now,
    );
    expect(check.ok ? {} : check.errors).toEqual({
      clause: 'Izaberite tačku uslova korišćenja.',
      statement: `Obrazloženje može imati najviše ${MODERATION_STATEMENT_MAX} karaktera.`,
    });
  });

  it('needs a future end for a suspension, sent as an ISO time', () => {
    const suspend = { reasonAndClause: true, until: true };
    expect(checkDecisionForm(filled, suspend, now)).toMatchObject({
      errors: { until: 'Unesite datum i vreme završetka suspenzije.' },
    });
    expect(checkDecisionForm({ ...filled, until: '2025-03-01T09:00' }, suspend, now)).toMatchObject(
      {
        errors: { until: 'Datum završetka mora biti u budućnosti.' },
      },
    );
    expect(checkDecisionForm({ ...filled, until: '2025-03-08T12:00' }, suspend, now)).toMatchObject(
      {
        ok: true,
        until: new Date('2025-03-08T12:00').toISOString(),
      },
    );
  });

  it('asks only the statement when settling an appeal', () => {
    const appeal = { reasonAndClause: false, until: false };
    expect(
      checkDecisionForm({ ...emptyDecisionForm, statement: 'Usvojeno.' }, appeal, now),
    ).toEqual({
      ok: true,
      reason: null,
      clause: null,
      statement: 'Usvojeno.',
      until: null,
    });
  });
});
