import { Link } from 'react-router';
import { TERMS_SECTIONS, termsClauseAnchor, texts } from '@marketplace/domain';
import { paths } from '../../../config/paths';
import * as page from '../../../components/page.css';
import * as css from '../components/legal-page.css';

const text = texts.terms;

/**
 * /uslovi: the terms of use, public. Each clause is a heading with its number and an anchor
 * (paths.terms.href('3.2') = '/uslovi#clan-3-2'), the link a statement of reasons gives.
 */
export function Component() {
  return (
    <div className={page.narrowPage}>
      <title>{texts.site.pageTitle(text.title)}</title>
      <h1 className={page.title}>{text.title}</h1>
      <p className={css.muted}>{text.intro}</p>
      {TERMS_SECTIONS.map((section) => (
        <section key={section.id} className={css.section}>
          <h2 className={css.sectionTitle}>{`${section.id}. ${section.title}`}</h2>
          {section.clauses.map((clause) => (
            <div key={clause.id} id={termsClauseAnchor(clause.id)} className={css.clause}>
              <h3 className={css.clauseTitle}>
                <span className={css.clauseNumber}>{clause.id}</span> {clause.title}
              </h3>
              <p className={css.text}>{clause.text}</p>
            </div>
          ))}
        </section>
      ))}
      <p className={css.muted}>
        {text.contactHint} <Link to={paths.contact.href()}>{text.contactLink}</Link>
      </p>
    </div>
  );
}

export default Component;
