export { Hero, type HeroProps } from './Hero';
export { ActionLink, HOME_HREFS, type ActionLinkProps } from './ActionLink';
