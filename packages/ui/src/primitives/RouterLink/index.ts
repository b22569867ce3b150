export { RouterLink, type RouterLinkComponent, type RouterLinkProps } from './RouterLink';
