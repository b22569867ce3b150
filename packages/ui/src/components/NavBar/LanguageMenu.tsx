import { useState } from 'react';
import { LANGUAGE_NAMES, LANGUAGES } from '@marketplace/domain';
import { DropdownMenu } from '../../primitives/DropdownMenu';
import { LanguageMenuButton } from './MenuButtons';
import type { NavBarLabels, NavLanguages } from './navItems';
import * as css from './NavBar.css';

/**
 * The three languages as links ('Latinica', 'Ћирилица', 'English'), each name in its own script
 * and marked with its language, the current one with aria-current. Following one loads the page
 * from the server in the language of its `?lang=`.
 */
export function LanguageItems({ languages }: { languages: NavLanguages }) {
  const { current, hrefs } = languages;
  return LANGUAGES.map((language) => (
    <DropdownMenu.Item key={language} asChild>
      <a
        className={css.languageItem}
        href={hrefs[language]}
        hrefLang={language}
        lang={language}
        aria-current={language === current ? 'true' : undefined}
      >
        {LANGUAGE_NAMES[language]}
        {language === current ? (
          <svg className={css.check} width="16" height="16" viewBox="0 0 16 16" aria-hidden="true">
            <path d="M3 8.5l3 3 7-7" stroke="currentColor" strokeWidth="2" fill="none" />
          </svg>
        ) : null}
      </a>
    </DropdownMenu.Item>
  ));
}

export interface LanguageMenuProps {
  languages: NavLanguages;
  labels: NavBarLabels;
  /** The button shows the globe alone (a signed-in bar has no room for the name). */
  compact?: boolean;
  /** Opens at once: the user asked for the menu before its code had loaded. */
  defaultOpen?: boolean;
  /** Focuses the trigger on mount: it replaces a stand-in that had the focus. */
  autoFocus?: boolean;
}

/** The bar's language menu: a button reading the current language, opening the three languages. */
export function LanguageMenu({
  languages,
  labels,
  compact,
  defaultOpen = false,
  autoFocus,
}: LanguageMenuProps) {
  const [open, setOpen] = useState(defaultOpen);
  const name = LANGUAGE_NAMES[languages.current];
  return (
    <DropdownMenu.Root open={open} onOpenChange={setOpen}>
      <DropdownMenu.Trigger asChild>
        <LanguageMenuButton
          name={name}
          label={labels.languageButton(name)}
          compact={compact}
          autoFocus={autoFocus}
        />
      </DropdownMenu.Trigger>
      <DropdownMenu.Content align="end">
        <LanguageItems languages={languages} />
      </DropdownMenu.Content>
    </DropdownMenu.Root>
  );
}
