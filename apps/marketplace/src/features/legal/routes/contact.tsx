import { useId, type ReactNode } from 'react';
import { Link } from 'react-router';
import {
  AUTHORITIES_EMAIL,
  CONTACT_EMAIL,
  CONTACT_LANGUAGES,
  CONTACT_RESPONSE_WORKING_DAYS,
  LANGUAGE_LOCALES,
  currentLanguage,
  texts,
} from '@marketplace/domain';
import { paths } from '../../../config/paths';
import * as page from '../../../components/page.css';
import * as css from '../components/legal-page.css';

const text = texts.contact;

// Listed when the page renders, in the page's language.
const languages = () =>
  new Intl.ListFormat(LANGUAGE_LOCALES[currentLanguage()], { type: 'conjunction' }).format(
    CONTACT_LANGUAGES.map((language) => text.languageNames[language]),
  );

/** A part of the page, named by its heading (a region a screen reader lists). */
function ContactSection({ title, children }: { title: string; children: ReactNode }) {
  const titleId = useId();
  return (
    <section className={css.section} aria-labelledby={titleId}>
      <h2 id={titleId} className={css.sectionTitle}>
        {title}
      </h2>
      {children}
    </section>
  );
}

function Email({ address }: { address: string }) {
  return (
    <p className={css.email}>
      <a href={`mailto:${address}`}>{address}</a>
    </p>
  );
}

/**
 * /kontakt: the single points of contact of DSA Art. 11 (authorities) and Art. 12 (users), with
 * the languages they take and how soon they answer. Public.
 */
export function Component() {
  return (
    <div className={page.narrowPage}>
      <title>{texts.site.pageTitle(text.title)}</title>
      <h1 className={page.title}>{text.title}</h1>
      <p className={css.muted}>{text.intro}</p>
      <ContactSection title={text.usersTitle}>
        <p className={css.text}>{text.usersText}</p>
        <Email address={CONTACT_EMAIL} />
        <p className={css.muted}>{text.usersResponse(CONTACT_RESPONSE_WORKING_DAYS)}</p>
      </ContactSection>
      <ContactSection title={text.authoritiesTitle}>
        <p className={css.text}>{text.authoritiesText}</p>
        <Email address={AUTHORITIES_EMAIL} />
        <p className={css.muted}>{text.authoritiesResponse}</p>
      </ContactSection>
      <ContactSection title={text.languagesTitle}>
        <p className={css.text}>{text.languages(languages())}</p>
      </ContactSection>
      <p className={css.muted}>
        {text.termsHint} <Link to={paths.terms.href()}>{text.termsLink}</Link>
      </p>
    </div>
  );
}

export default Component;
