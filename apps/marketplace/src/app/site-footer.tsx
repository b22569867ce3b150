import { Link } from 'react-router';
import { footerTexts } from '@marketplace/domain';
import { paths } from '../config/paths';
import * as css from './site-footer.css';

/** Every page's footer: the terms of use and the contact points (DSA Art. 11-12), a click away. */
export function SiteFooter() {
  return (
    <footer className={css.footer}>
      <nav aria-label={footerTexts.label} className={css.inner}>
        <ul className={css.links}>
          <li>
            <Link to={paths.terms.href()} className={css.link}>
              {footerTexts.terms}
            </Link>
          </li>
          <li>
            <Link to={paths.contact.href()} className={css.link}>
              {footerTexts.contact}
            </Link>
          </li>
        </ul>
      </nav>
    </footer>
  );
}
