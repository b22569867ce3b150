import { AsyncLocalStorage } from 'node:async_hooks';
import { sql } from 'drizzle-orm';
import {
  DEFAULT_LANGUAGE,
  isLanguage,
  setLanguageSource,
  type Language,
} from '@marketplace/domain';
import type { SqlExecutor } from './auth-types';

/**
 * The language of the work being done now: a request's (plugins/app/language.ts sets it for the
 * whole handling, renders and in-process API calls included) or an email's (inLanguageOf). Every
 * text of @marketplace/domain reads it.
 */
const storage = new AsyncLocalStorage<Language>();
setLanguageSource(() => storage.getStore() ?? DEFAULT_LANGUAGE);

/** Runs `work` with its texts, numbers and dates in `language`. */
export function runInLanguage<T>(language: Language, work: () => T): T {
  return storage.run(language, work);
}

/**
 * Writes an email in its recipient's language: `language` is the users.language column, null
 * before a choice (Serbian Latin then).
 */
export function inLanguageOf<T>(language: string | null | undefined, work: () => T): T {
  return runInLanguage(isLanguage(language) ? language : DEFAULT_LANGUAGE, work);
}

/** The language a user chose, or null before any choice (emails then go in Serbian Latin). */
export async function languageOfUser(db: SqlExecutor, userId: number): Promise<Language | null> {
  const { rows } = await db.execute<{ language: string | null }>(
    sql`select language from users where id = ${userId}`,
  );
  const language = rows[0]?.language;
  return isLanguage(language) ? language : null;
}

/** Keeps the user's choice on the account. */
export async function setLanguageOfUser(
  db: SqlExecutor,
  userId: number,
  language: Language,
): Promise<void> {
  await db.execute(sql`update users set language = ${language} where id = ${userId}`);
}
