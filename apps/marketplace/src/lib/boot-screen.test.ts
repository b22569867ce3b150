import { describe, expect, it } from 'vitest';
import { paths } from '../config/paths';
import { bootScreenFor, markBootScreen } from './boot-screen';

describe('the boot hero of an address', () => {
  it('is the business list’s on the list, with or without a closing slash', () => {
    expect(bootScreenFor(paths.business.href())).toBe('business');
    expect(bootScreenFor(`${paths.business.href()}/`)).toBe('business');
  });

  it('is none on the other screens', () => {
    for (const pathname of [
      paths.home.href(),
      paths.businessAd.href(7),
      paths.landAd.href(12),
      paths.login.href(),
      '/businesses',
    ]) {
      expect(bootScreenFor(pathname), pathname).toBeNull();
    }
  });

  it('is named on the root element for the page’s styles', () => {
    const page = (pathname: string) => {
      const document = window.document.implementation.createHTMLDocument('');
      markBootScreen({ location: { pathname }, document } as unknown as Window);
      return document.documentElement.dataset.bootScreen;
    };
    expect(page(paths.business.href())).toBe('business');
    expect(page(paths.home.href())).toBeUndefined();
  });
});
