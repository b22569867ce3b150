// Where the terms of use and the contact page live, and the link to one clause of the terms: what
// the app's routes and footer and the server's emails share. Apart from terms.ts, so that a link
// does not bring the text of the terms with it.

export const TERMS_PATH = '/uslovi';
export const CONTACT_PATH = '/kontakt';

/** The clause's anchor on /uslovi: '3.2' -> 'clan-3-2' (an id without dots, valid in CSS too). */
export function termsClauseAnchor(id: string): string {
  return `clan-${id.replaceAll('.', '-')}`;
}

/** A link to one clause: '3.2' -> '/uslovi#clan-3-2'; prefix the site's origin in an email. */
export function termsClauseHref(id: string): string {
  return `${TERMS_PATH}#${termsClauseAnchor(id)}`;
}
