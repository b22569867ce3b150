// The backbone rule for texts: every Serbian text the server sends comes from `texts` in
// @marketplace/domain, never a string literal in apps/server/src. This test reads the server's
// source with the TypeScript parser (so comments and identifiers never count) and fails on any
// string or template literal that looks Serbian: a letter of the Serbian Latin alphabet that
// English lacks, or a common Serbian word.
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import ts from 'typescript';
import { describe, expect, it } from 'vitest';

const src = path.resolve(import.meta.dirname, '../../src');

/** Data, not texts: demo content and the list of common passwords (some of them Serbian). */
const DATA_FILES = [/^seed\//, /^services\/common-passwords\.ts$/];

const SERBIAN_LETTERS = /[čćšžđČĆŠŽĐ]/;
// Short function words that carry almost every Serbian sentence, and the content words of the
// product's own messages; none of them is an English word or an identifier used by the server.
const SERBIAN_WORDS = new Set(
  (
    'je nije su nisu ili sa za se na da ne od iz kod ste smo ovu ovom ovaj ova mora moraju ' +
    'biti može možete molimo nemate niste samo koliko ako već ' +
    'zahtev zahteva neispravan adresa polje telo greška oglas oglasa oglase slika slike ' +
    'datoteke poruka poruke poruku razgovor razgovoru lozinka lozinke lozinku nalog naloga ' +
    'email-a pokušajte ponovo prijavi prijavite potvrdi potvrdite postavi svoju novu ' +
    'resetovanje verifikacioni nekretnine naslov opis cena površina vlasnici investitori'
  ).split(' '),
);

function looksSerbian(text: string): boolean {
  if (SERBIAN_LETTERS.test(text)) return true;
  return text
    .toLowerCase()
    .split(/[^a-z0-9čćšžđ-]+/)
    .some((word) => SERBIAN_WORDS.has(word));
}

interface Finding {
  file: string;
  line: number;
  text: string;
}

/** `import … from 'x'`, `export … from 'x'`, `import x = require('x')`, `import('x')`. */
function isModuleName(node: ts.Node): boolean {
  const parent = node.parent;
  return (
    ts.isImportDeclaration(parent) ||
    ts.isExportDeclaration(parent) ||
    ts.isExternalModuleReference(parent) ||
    (ts.isCallExpression(parent) && parent.expression.kind === ts.SyntaxKind.ImportKeyword)
  );
}

/** The string and template literals of `code` that look Serbian (import paths excluded). */
function serbianLiterals(file: string, code: string): Finding[] {
  const source = ts.createSourceFile(file, code, ts.ScriptTarget.Latest, true);
  const found: Finding[] = [];
  const visit = (node: ts.Node): void => {
    const literal =
      ts.isStringLiteral(node) ||
      ts.isNoSubstitutionTemplateLiteral(node) ||
      ts.isTemplateHead(node) ||
      ts.isTemplateMiddle(node) ||
      ts.isTemplateTail(node);
    if (literal && !isModuleName(node) && looksSerbian(node.text)) {
      const { line } = source.getLineAndCharacterOfPosition(node.getStart(source));
      found.push({ file, line: line + 1, text: node.text });
    }
    ts.forEachChild(node, visit);
  };
  visit(source);
  return found;
}

function sourceFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) return sourceFiles(full);
    return /\.(ts|tsx|mts|cts)$/.test(entry.name) ? [full] : [];
  });
}

describe('the Serbian-literal detector', () => {
  it.each([
    "throw badRequest('Naslov je obavezan.');",
    "const a = { 400: 'Neispravan zahtev.' };",
    'const b = `Koliko je ${a} + ${b}?`;',
    'const c = `Poruka može imati najviše ${max} karaktera.`;',
    "const d = 'Nekretnine <no-reply@localhost>';",
    "const e = 'Slike moraju biti datoteke.';",
    "const f = 'Prijavi se';",
  ])('flags %s', (code) => {
    expect(serbianLiterals('x.ts', code)).toHaveLength(1);
  });

  it.each([
    "// 'Naslov je obavezan.' in a comment\nconst x = 1;",
    "/** e.g. 'Koliko je 3 + 4?' */\nexport function f() {}",
    "import { texts } from '@marketplace/domain';",
    "const sql = 'select 1';",
    "log.info('request rejected by the router');",
    "const header = 'Content-Type: application/json; charset=utf-8';",
    "throw new Error('The data directory is in use by another server process');",
    'const csp = "default-src \'self\'";',
  ])('lets through %s', (code) => {
    expect(serbianLiterals('x.ts', code)).toEqual([]);
  });
});

describe('apps/server/src', () => {
  it('holds no Serbian string literal outside its data files (texts come from domain)', () => {
    const files = sourceFiles(src)
      .map((file) => path.relative(src, file).split(path.sep).join('/'))
      .filter((file) => !DATA_FILES.some((pattern) => pattern.test(file)));
    expect(files.length).toBeGreaterThan(40);
    const findings = files.flatMap((file) =>
      serbianLiterals(file, readFileSync(path.join(src, file), 'utf8')),
    );
    expect(findings).toEqual([]);
  });
});
