/**
 * `npm run i18n`: compiles the message catalogues of the three languages from the text groups
 * (`localized(...)` in @marketplace/domain and @marketplace/ui, Serbian Latin: the source) into
 * packages/domain/src/i18n/catalogues/:
 *
 * - sr-Latn: the ICU messages (texts with values) compiled for Lingui; its plain texts are the
 *   groups themselves;
 * - sr-Cyrl: every text transliterated (i18n/transliterate.ts, with the reviewed exceptions of
 *   i18n/cyrillic-exceptions.ts), the ICU messages compiled with their literal parts transliterated;
 * - en: the English catalogue written by hand (i18n/en/*.ts, @marketplace/ui's texts.en.ts).
 *
 * Each language has a part for the browser (`<lang>.ts`) and one for the server's groups
 * (`<lang>-server.ts`). `--check` compiles, compares with the files and fails when they are stale
 * or when a catalogue misses a key, has one too many, changes a message's values or leaves an
 * English text in Serbian.
 */
import { readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { compileMessage, compileMessageOrThrow } from '@lingui/message-utils/compileMessage';
import '../../packages/domain/src/index';
import '../../packages/ui/src/texts';
import {
  localizedGroups,
  isMessageSource,
  messageSource,
} from '../../packages/domain/src/i18n/localized';
import { toCyrillic } from '../../packages/domain/src/i18n/transliterate';
import { CYRILLIC_MESSAGES } from '../../packages/domain/src/i18n/cyrillic-exceptions';
import { english as domainEnglish } from '../../packages/domain/src/i18n/en';
import { ui as uiEnglish } from '../../packages/ui/src/texts.en';

const root = path.resolve(import.meta.dirname, '../..');
const outDir = path.join(root, 'packages/domain/src/i18n/catalogues');
const check = process.argv.includes('--check');
const problems: string[] = [];

type Leaf =
  { kind: 'text'; value: string } | { kind: 'message'; value: string; names: readonly string[] };

/** Every leaf of a group by id ('login.failed'), in the group's order. */
function leaves(
  prefix: string,
  tree: unknown,
  out: Map<string, Leaf>,
  codes: ReadonlySet<string>,
): Map<string, Leaf> {
  if (typeof tree === 'string') out.set(prefix, { kind: 'text', value: tree });
  else if (isMessageSource(tree))
    out.set(prefix, {
      kind: 'message',
      value: messageSource(tree),
      names: tree.names,
    });
  else if (typeof tree === 'function')
    problems.push(`${prefix}: a text with values is a msg(…) of ICU MessageFormat, not a function`);
  else if (typeof tree === 'object' && tree !== null)
    for (const [key, value] of Object.entries(tree))
      if (!codes.has(key)) leaves(`${prefix}.${key}`, value, out, codes);
  return out;
}

/** The English leaves by id: plain strings only. */
function englishLeaves(
  prefix: string,
  tree: unknown,
  out: Map<string, string>,
): Map<string, string> {
  if (typeof tree === 'string') out.set(prefix, tree);
  else if (typeof tree === 'object' && tree !== null)
    for (const [key, value] of Object.entries(tree)) englishLeaves(`${prefix}.${key}`, value, out);
  else problems.push(`${prefix}: the English text is not a string`);
  return out;
}

const PLACEHOLDER = /\{(\w+)\}/g;
const placeholders = (text: string) => [...text.matchAll(PLACEHOLDER)].map((m) => m[1]).sort();

/** The value names an ICU message uses, from its compiled form. */
function argumentNames(compiled: unknown, out = new Set<string>()): Set<string> {
  if (Array.isArray(compiled)) {
    // A token is a string, or [name, type?, choices?] whose choices are messages again.
    for (const token of compiled) {
      if (Array.isArray(token) && typeof token[0] === 'string') {
        out.add(token[0]);
        const choices = token[2];
        if (choices && typeof choices === 'object' && !Array.isArray(choices))
          for (const branch of Object.values(choices)) argumentNames(branch, out);
      }
    }
  }
  return out;
}

/** Transliterates a plain text around its `{name}` placeholders. */
function cyrillicText(text: string): string {
  return text
    .split(/(\{\w+\})/)
    .map((part, i) => (i % 2 === 1 ? part : toCyrillic(part)))
    .join('');
}

const SERBIAN_LETTER = /[čćšžđČĆŠŽĐ]/;
const WORDS = /\p{L}+/gu;
// Texts the same in both: English the spec writes in the Serbian screens too, and units.
const SAME_IN_ENGLISH = new Set([
  'home.loadFailed',
  'home.filtersToggle',
  'home.reset',
  'adminConsole.duration.hoursAndMinutes',
]);

/**
 * An English text that is still Serbian: Serbian letters, or the Serbian text itself with two
 * words or more outside its placeholders.
 */
function stillSerbian(id: string, english: string, serbian: string): boolean {
  if (SERBIAN_LETTER.test(english)) return true;
  if (SAME_IN_ENGLISH.has(id) || english.trim() !== serbian.trim()) return false;
  return (serbian.replace(/\{[^{}]*\}/g, ' ').match(WORDS)?.length ?? 0) > 1;
}

const english = new Map<string, string>();
for (const [id, tree] of Object.entries({ ...domainEnglish, ui: uiEnglish }))
  englishLeaves(id, tree, english);

type Part = { texts: Record<string, string>; messages: Record<string, unknown> };
const empty = (): Part => ({ texts: {}, messages: {} });
const parts = {
  'sr-Latn': { client: empty(), server: empty() },
  'sr-Cyrl': { client: empty(), server: empty() },
  en: { client: empty(), server: empty() },
};

const seen = new Set<string>();
for (const group of localizedGroups().values()) {
  const side = group.server ? 'server' : 'client';
  for (const [id, leaf] of leaves(group.id, group.tree, new Map(), group.codes)) {
    seen.add(id);
    const translated = english.get(id) ?? (group.names ? leaf.value : undefined);
    if (translated === undefined) problems.push(`${id}: missing in the English catalogue`);
    else if (!group.names && stillSerbian(id, translated, leaf.value))
      problems.push(`${id}: the English text is still Serbian: '${translated}'`);
    if (leaf.kind === 'text') {
      parts['sr-Cyrl'][side].texts[id] = CYRILLIC_MESSAGES[id] ?? cyrillicText(leaf.value);
      if (translated !== undefined) {
        if (placeholders(translated).join() !== placeholders(leaf.value).join())
          problems.push(`${id}: the English text's placeholders differ from '${leaf.value}'`);
        parts.en[side].texts[id] = translated;
      }
    } else {
      const source = compileMessageOrThrow(leaf.value);
      const names = [...argumentNames(source)].sort().join();
      if (names !== [...leaf.names].sort().join())
        problems.push(
          `${id}: the message uses {${names}}, its function takes (${leaf.names.join(', ')})`,
        );
      parts['sr-Latn'][side].messages[id] = source;
      parts['sr-Cyrl'][side].messages[id] = compileMessage(leaf.value, toCyrillic);
      if (translated !== undefined) {
        try {
          const compiled = compileMessageOrThrow(translated);
          if ([...argumentNames(compiled)].sort().join() !== names)
            problems.push(`${id}: the English message's values differ from '${leaf.value}'`);
          parts.en[side].messages[id] = compiled;
        } catch (error) {
          problems.push(`${id}: the English message is not ICU MessageFormat: ${String(error)}`);
        }
      }
    }
  }
}
for (const id of english.keys())
  if (!seen.has(id)) problems.push(`${id}: in the English catalogue only`);

function moduleText(part: Part): string {
  return [
    '// Generated by `npm run i18n` (scripts/i18n/compile-catalogues.ts) from the text groups and',
    '// the English catalogue: do not edit.',
    "import type { Catalogue } from '../catalogue';",
    '',
    `export const catalogue: Catalogue = ${JSON.stringify(part, null, 2)};`,
    '',
  ].join('\n');
}

let stale = false;
for (const [language, sides] of Object.entries(parts)) {
  for (const [side, part] of Object.entries(sides)) {
    const file = path.join(outDir, side === 'client' ? `${language}.ts` : `${language}-server.ts`);
    const text = moduleText(part);
    let current = '';
    try {
      current = readFileSync(file, 'utf8');
    } catch {
      // not written yet
    }
    if (current === text) continue;
    if (check) {
      stale = true;
      problems.push(`${path.relative(root, file)} is stale: run \`npm run i18n\``);
    } else writeFileSync(file, text);
  }
}

if (problems.length > 0) {
  console.error(`Message catalogues: ${problems.length} problem(s)\n  ${problems.join('\n  ')}`);
  process.exit(1);
}
console.log(
  `Message catalogues: ${seen.size} texts in 3 languages${check && !stale ? ', up to date' : ''}.`,
);
