import { describe, expect, it } from 'vitest';
import type { ReasonCode } from './moderation';
import {
  AUTHORITIES_EMAIL,
  CONTACT_EMAIL,
  TERMS_CLAUSES,
  TERMS_SECTIONS,
  isTermsClause,
  termsClause,
} from './terms';
import { termsClauseAnchor, termsClauseHref } from './terms-links';

describe('the clauses', () => {
  it('have unique ids of the form section.clause, numbered in order within their section', () => {
    TERMS_SECTIONS.forEach((section, index) => {
      expect(section.id).toBe(String(index + 1));
      section.clauses.forEach((clause, position) => {
        expect(clause.id).toBe(`${section.id}.${position + 1}`);
      });
    });
    const ids = TERMS_CLAUSES.map((clause) => clause.id);
    expect(new Set(ids).size).toBe(ids.length);
  });

  it('each have a title and a text, without stray whitespace', () => {
    for (const clause of TERMS_CLAUSES) {
      expect(clause.title.length, clause.id).toBeGreaterThan(2);
      expect(clause.text.length, clause.id).toBeGreaterThan(40);
      expect(clause.text).toBe(clause.text.trim());
      expect(clause.text).not.toMatch(/[\u0400-\u04FF]/);
    }
  });

  it.each([
    ['1', 'Opšte odredbe'],
    ['2', 'Nalozi'],
    ['3', 'Sadržaj oglasa'],
    ['4', 'Zabranjen sadržaj'],
    ['5', 'Moderacija i mere'],
    ['6', 'Obrazloženje i žalba'],
    ['7', 'Prijave'],
    ['8', 'Verifikovane firme'],
    ['9', 'Kontakt'],
  ])('section %s is %s', (id, title) => {
    expect(TERMS_SECTIONS.find((section) => section.id === id)?.title).toBe(title);
  });

  // A decision cites the clause its reason rests on; each reason has one to cite.
  it.each<[ReasonCode, string, RegExp]>([
    ['fraud', '4.1', /prevar/i],
    ['illegal', '4.2', /zakon/i],
    ['prohibited', '4.2', /zabranjen/i],
    ['wrong_category', '3.3', /tip zemljišta ili biznisa/],
    ['duplicate', '3.4', /jednim oglasom/],
    ['spam', '4.3', /spam/],
    ['other', '3.1', /tačno/],
  ])('%s can cite %s', (_, id, wording) => {
    expect(termsClause(id)?.text).toMatch(wording);
  });

  it('says where to appeal, within six months', () => {
    expect(termsClause('6.2')?.text).toContain('6 meseci');
    expect(termsClause('6.2')?.text).toContain('linka u poruci');
  });

  it('names the pre-approval of new accounts, 7 days by default', () => {
    expect(termsClause('5.4')?.text).toContain('mlađih od 7 dana');
    expect(termsClause('5.4')?.text).toContain('„Čeka odobrenje“');
  });

  it('gives both contact points', () => {
    expect(termsClause('9.1')?.text).toContain(CONTACT_EMAIL);
    expect(termsClause('9.2')?.text).toContain(AUTHORITIES_EMAIL);
    expect(CONTACT_EMAIL).toBe('kontakt@trziste.rs');
    expect(AUTHORITIES_EMAIL).toBe('organi@trziste.rs');
  });
});

describe('finding a clause', () => {
  it.each([
    ['1.1', true],
    ['4.1', true],
    ['9.2', true],
    ['4', false],
    ['4.9', false],
    ['10.1', false],
    [' 4.1', false],
    ['', false],
  ])('%j -> %s', (id, expected) => {
    expect(isTermsClause(id)).toBe(expected);
    expect(termsClause(id) !== null).toBe(expected);
  });

  it('answers the clause itself', () => {
    expect(termsClause('4.1')).toMatchObject({ id: '4.1', title: 'Prevara' });
  });
});

describe('links to a clause', () => {
  it.each([
    ['3.2', 'clan-3-2', '/uslovi#clan-3-2'],
    ['10.12', 'clan-10-12', '/uslovi#clan-10-12'],
  ])('%s -> #%s, %s', (id, anchor, href) => {
    expect(termsClauseAnchor(id)).toBe(anchor);
    expect(termsClauseHref(id)).toBe(href);
  });

  it('gives every clause an anchor that is a valid id and a CSS identifier', () => {
    for (const clause of TERMS_CLAUSES) {
      expect(termsClauseAnchor(clause.id)).toMatch(/^[a-z][a-z0-9-]*$/);
    }
  });
});
