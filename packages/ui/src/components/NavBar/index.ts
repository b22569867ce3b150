export { NavBar, NAV_BAR_LAYOUTS, type NavBarProps } from './NavBar';
export { preloadNavBarMenus } from './useNavBarMenus';
export {
  navBarLabels,
  NAV_HREFS,
  type NavBarLabels,
  type NavHrefKey,
  type NavLanguages,
  type NavUser,
} from './navItems';
