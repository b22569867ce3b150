import { sql } from 'drizzle-orm';
import { isStaffRole, type StaffRole } from '@marketplace/domain';
import { loadConfig } from '../config';
import { openDatabase } from '../db/connect';
import { setStaffRole } from '../services/moderation';

/**
 * `npm run staff -- grant <email> moderator|admin` and `npm run staff -- revoke <email>`: the
 * operator's way to name staff, on PostgreSQL (DATABASE_URL) or on the embedded data directory
 * of a stopped server (DATA_DIR; a running one holds the directory, and the command says to stop
 * it first). Each change is in the audit log with no actor.
 */
const USAGE =
  'Usage: npm run staff -- grant <email> moderator|admin\n       npm run staff -- revoke <email>';

export async function runStaffCommand(
  args: readonly string[],
  env: NodeJS.ProcessEnv = process.env,
): Promise<{ code: number; message: string }> {
  const [command, rawEmail, rawRole] = args;
  const email = rawEmail?.trim().toLowerCase();
  let role: StaffRole | null;
  if (command === 'grant' && email && isStaffRole(rawRole)) role = rawRole;
  else if (command === 'revoke' && email && rawRole === undefined) role = null;
  else return { code: 2, message: USAGE };

  const config = loadConfig(env);
  let handle;
  try {
    handle = await openDatabase(config);
  } catch (error) {
    return { code: 1, message: error instanceof Error ? error.message : String(error) };
  }
  try {
    const { rows } = await handle.db.execute<{ id: number }>(
      sql`select id from users where email = ${email}`,
    );
    const user = rows[0];
    if (!user) return { code: 1, message: `No user with the email ${email}.` };
    await setStaffRole(handle.db, null, user.id, role, new Date());
    return {
      code: 0,
      message: role ? `${email} is now ${role}.` : `${email} no longer has a staff role.`,
    };
  } finally {
    await handle.close();
  }
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const { code, message } = await runStaffCommand(process.argv.slice(2));
  (code === 0 ? console.log : console.error)(message);
  process.exit(code);
}
