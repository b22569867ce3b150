import { useId, type HTMLAttributes } from 'react';
import clsx from 'clsx';
import { homeTexts, navTexts } from '@marketplace/domain';
import { ActionLink, HOME_HREFS } from './ActionLink';
import type { RouterLinkComponent } from '../../primitives/RouterLink';
import * as css from './Hero.css';
import { uiTexts } from '../../texts';

export interface HeroProps extends Omit<HTMLAttributes<HTMLElement>, 'title'> {
  /** Signed-in visitors get no sign-in prompt (spec §2: they see the search panel instead). */
  signedIn?: boolean;
  /** The two browse buttons; a page that is itself one of the lists leaves them out. */
  browseLinks?: boolean;
  title?: string;
  tagline?: string;
  viewRealEstateLabel?: string;
  viewBusinessAdsLabel?: string;
  /** spec §2: logged out, a prompt to sign in or register. */
  signInPrompt?: string;
  loginLabel?: string;
  registerLabel?: string;
  hrefs?: Partial<Record<keyof typeof HOME_HREFS, string>>;
  linkComponent?: RouterLinkComponent;
}

/**
 * spec §2 (home page): the hero with title, tagline and the two browse buttons. Below md it shows
 * the title only (and the sign-in prompt to signed-out visitors).
 */
export function Hero({
  signedIn = false,
  browseLinks = true,
  title = homeTexts.heroTitle,
  tagline = uiTexts.hero.tagline,
  viewRealEstateLabel = homeTexts.viewRealEstate,
  viewBusinessAdsLabel = homeTexts.viewBusinessAds,
  signInPrompt = uiTexts.hero.signInPrompt,
  loginLabel = navTexts.login,
  registerLabel = navTexts.register,
  hrefs,
  linkComponent,
  className,
  ...props
}: HeroProps) {
  const titleId = useId();
  const to = { ...HOME_HREFS, ...hrefs };
  return (
    <section aria-labelledby={titleId} className={clsx(css.hero, className)} {...props}>
      <h1 id={titleId} className={css.title}>
        {title}
      </h1>
      <p className={css.tagline}>{tagline}</p>
      {browseLinks ? (
        <div className={css.browse}>
          <ActionLink href={to.realEstate} size="lg" linkComponent={linkComponent}>
            {viewRealEstateLabel}
          </ActionLink>
          <ActionLink href={to.business} size="lg" variant="outline" linkComponent={linkComponent}>
            {viewBusinessAdsLabel}
          </ActionLink>
        </div>
      ) : null}
      {signedIn ? null : (
        <div className={css.prompt}>
          <p className={css.promptText}>{signInPrompt}</p>
          <div className={css.actions}>
            <ActionLink href={to.login} linkComponent={linkComponent}>
              {loginLabel}
            </ActionLink>
            <ActionLink href={to.register} variant="secondary" linkComponent={linkComponent}>
              {registerLabel}
            </ActionLink>
          </div>
        </div>
      )}
    </section>
  );
}
