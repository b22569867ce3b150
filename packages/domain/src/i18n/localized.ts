import { catalogueText, currentLanguage, formatMessage } from './catalogue';
import { DEFAULT_LANGUAGE } from './languages';

/**
 * A text with values, in ICU MessageFormat, and the names of its values in the order the text's
 * function takes them: msg<[count: number]>('{count, plural, one {# oglas} few {# oglasa}
 * other {# oglasa}}', 'count'). In a group it reads as that function, formatted in the current
 * language by Lingui.
 */
const ICU = Symbol('icu');
interface IcuSource {
  readonly [ICU]: string;
  readonly names: readonly string[];
}

export function msg<A extends readonly (string | number)[]>(
  icu: string,
  ...names: { [K in keyof A]: string }
): (...values: A) => string {
  return { [ICU]: icu, names } as unknown as (...values: A) => string;
}

export function isMessageSource(value: unknown): value is IcuSource {
  return typeof value === 'object' && value !== null && ICU in value;
}

export function messageSource(value: IcuSource): string {
  return value[ICU];
}

interface GroupInfo {
  readonly id: string;
  readonly tree: object;
  readonly server: boolean;
  /** Keys whose strings are codes the API speaks ('agricultural'), not texts. */
  readonly codes: ReadonlySet<string>;
  /** Proper names (places): English keeps a name it does not translate. */
  readonly names: boolean;
}
const groups = new Map<string, GroupInfo>();

/** Every group made in this process, by id: the catalogue compiler reads them. */
export function localizedGroups(): ReadonlyMap<string, GroupInfo> {
  return groups;
}

function view<T extends object>(
  tree: T,
  prefix: string,
  cache: WeakMap<object, object>,
  codes: ReadonlySet<string>,
): T {
  const known = cache.get(tree);
  if (known) return known as T;
  const proxy = new Proxy(tree, {
    get(target, key, receiver) {
      const value: unknown = Reflect.get(target, key, receiver);
      if (typeof key === 'symbol' || codes.has(key)) return value;
      const id = `${prefix}.${key}`;
      if (typeof value === 'string') {
        const language = currentLanguage();
        return language === DEFAULT_LANGUAGE ? value : (catalogueText(language, id) ?? value);
      }
      if (isMessageSource(value)) {
        return (...args: readonly unknown[]) => {
          const values = Object.fromEntries(value.names.map((name, i) => [name, args[i]]));
          return (
            formatMessage(currentLanguage(), id, values) ??
            formatMessage(DEFAULT_LANGUAGE, id, values) ??
            messageSource(value)
          );
        };
      }
      if (typeof value === 'object' && value !== null) return view(value, id, cache, codes);
      return value;
    },
  });
  cache.set(tree, proxy);
  return proxy;
}

/**
 * A group of texts that reads in the current language: its plain texts from the language's
 * catalogue (the group itself is Serbian Latin), its messages formatted by Lingui. `id` names the
 * group in the catalogues ('login' → 'login.failed'); `server` keeps it out of the browser's
 * catalogues; `codes` names keys whose strings are codes, not texts (an option list's `value`);
 * `names` marks proper names, which English may keep as they are.
 */
export function localized<T extends object>(
  id: string,
  tree: T,
  options: { server?: boolean; codes?: readonly string[]; names?: boolean } = {},
): T {
  const codes = new Set(options.codes);
  groups.set(id, {
    id,
    tree,
    server: options.server ?? false,
    codes,
    names: options.names ?? false,
  });
  return view(tree, id, new WeakMap(), codes);
}
