import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';

// docs/deploy.md names every environment variable the server reads, and no other.
const serverDir = path.resolve(import.meta.dirname, '../..');
const doc = readFileSync(path.resolve(serverDir, '../../docs/deploy.md'), 'utf8');

const READS = [
  /\benv\.([A-Z][A-Z0-9_]*)/g,
  /\benv\[['"]([A-Z][A-Z0-9_]*)['"]\]/g,
  /\binteger\(\s*env,\s*'([A-Z][A-Z0-9_]*)'/g,
];

/** The variables read in the server's sources (`env.X`, `env['X']`, `integer(env, 'X', …)`, the S3 list). */
function variablesRead(): Set<string> {
  const names = new Set<string>();
  const dir = path.join(serverDir, 'src');
  for (const file of readdirSync(dir, { recursive: true, encoding: 'utf8' })) {
    if (!file.endsWith('.ts')) continue;
    const text = readFileSync(path.join(dir, file), 'utf8');
    for (const pattern of READS) for (const match of text.matchAll(pattern)) names.add(match[1]!);
    // The four variables that go together, read through a list.
    const required = /S3_REQUIRED = \[([^\]]*)\]/.exec(text)?.[1];
    for (const match of required?.matchAll(/'([A-Z0-9_]+)'/g) ?? []) names.add(match[1]!);
  }
  return names;
}

/** The variables of the table in a deploy guide's "Environment variables" section. */
function variablesDocumented(text = doc): Set<string> {
  const section = text.split('## Environment variables')[1]?.split('\n## ')[0] ?? '';
  return new Set([...section.matchAll(/^\| `([A-Z][A-Z0-9_]*)` +\|/gm)].map((match) => match[1]!));
}

/** What the guide `text` lacks and what it names in vain, against the variables read. */
function differences(text = doc) {
  const read = [...variablesRead()].sort();
  const documented = [...variablesDocumented(text)].sort();
  return {
    documentedNeverRead: documented.filter((name) => !read.includes(name)),
    readNotDocumented: read.filter((name) => !documented.includes(name)),
  };
}

describe('docs/deploy.md', () => {
  it('finds the variables in the code, however they are read', () => {
    const read = variablesRead();
    for (const name of [
      'PORT',
      'DATABASE_URL',
      'S3_BUCKET',
      'MODERATION_NEW_ACCOUNT_DAYS',
      'NODE_ENV',
    ]) {
      expect(read, name).toContain(name);
    }
  });

  it('names every variable the server reads, and only those', () => {
    expect(differences()).toEqual({ documentedNeverRead: [], readNotDocumented: [] });
  });

  it('notices a variable left out of the table, and one the code does not read', () => {
    const withoutRegion = doc.replace(/^\| `S3_REGION` .*\n/m, '');
    expect(withoutRegion).not.toBe(doc);
    expect(differences(withoutRegion).readNotDocumented).toEqual(['S3_REGION']);
    const withInvented = doc.replace(
      /^(\| `PORT` .*\n)/m,
      '$1| `INVENTED_SETTING` | `1` | read by nothing |\n',
    );
    expect(differences(withInvented).documentedNeverRead).toEqual(['INVENTED_SETTING']);
  });
});
