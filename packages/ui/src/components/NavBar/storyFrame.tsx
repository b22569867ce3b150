import type { Decorator } from '@storybook/react-vite';
import { expect, waitFor } from 'storybook/test';
import { preloadNavBarMenus } from './useNavBarMenus';

/**
 * The page outside an open menu turns inert a frame after the menu opens (InertOutside), so it is
 * out of the tab order before the story's axe check looks at it.
 */
export const outsideInert = () =>
  waitFor(() =>
    expect(document.querySelector('[data-aria-hidden="true"]:not([inert])')).toBeNull(),
  );

/** Story-only page behind the fixed bar, so screenshots show the bar over some content. */
export const withPage: Decorator = (Story) => (
  <div style={{ minHeight: 360 }}>
    <Story />
    <div style={{ padding: '86px 16px 16px', color: '#4d5b6a' }}>
      <p>Sadržaj stranice počinje ispod navigacije.</p>
    </div>
  </div>
);

export const landOwner = { fullName: 'Marko Marković', userType: 'land_owner' } as const;
export const businessOwner = { fullName: 'Jelena Jovanović', userType: 'business_owner' } as const;
export const investor = { fullName: 'Nikola Nikolić', userType: 'investor' } as const;

/**
 * Stories start with the real menus; without it the bar shows stand-in buttons until its menus'
 * code has loaded (see useNavBarMenus), and which one a play function finds would depend on timing.
 */
export const menusLoaded = async () => {
  await preloadNavBarMenus();
  return {};
};
