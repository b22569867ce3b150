import { useState, type FormEvent } from 'react';
import { Link, useSearchParams } from 'react-router';
import { adminConsoleTexts, roleLabel, staffRoleLabel } from '@marketplace/domain';
import { Button, TextField } from '@marketplace/ui';
import { paths } from '../../../config/paths';
import { usersQuery, useAdminUsers } from '../api/list-users';
import { QueryState } from '../components/query-state';
import { sectionData, sectionTitle, useStaffId } from '../components/section-data';
import * as css from '../components/admin.css';

const text = adminConsoleTexts.users;

const data = sectionData((queryClient, api, viewerId) =>
  queryClient.prefetchQuery(usersQuery(api, viewerId, '')),
);
// One export each: React Router takes `loader` out of the browser's bundle by its name.
export const loader = data.loader;
export const clientLoader = data.clientLoader;

/** 'Korisnici': a search by name or email (kept in the address), each user a link to their data. */
export function Component() {
  const [params, setParams] = useSearchParams();
  const q = params.get('q') ?? '';
  const [draft, setDraft] = useState(q);
  const users = useAdminUsers(useStaffId(), q);
  const search = (event: FormEvent) => {
    event.preventDefault();
    const next = draft.trim();
    setParams(next ? { q: next } : {});
  };
  return (
    <section aria-labelledby="admin-users">
      <title>{sectionTitle(adminConsoleTexts.sections.users)}</title>
      <h2 id="admin-users">{adminConsoleTexts.sections.users}</h2>
      <form role="search" className={css.actions} onSubmit={search}>
        <TextField
          type="search"
          label={text.search}
          value={draft}
          maxLength={200}
          onChange={(event) => setDraft(event.target.value)}
        />
        <Button type="submit">{text.searchButton}</Button>
      </form>
      <p>{text.loggedNotice}</p>
      <QueryState query={users} failed={text.loadFailed} empty={text.empty}>
        {(list) => (
          <ul className={css.list} aria-label={adminConsoleTexts.sections.users}>
            {list.map((user) => (
              <li key={user.id}>
                <Link to={paths.adminUser.href(user.id)} aria-label={text.open(user.full_name)}>
                  {user.full_name}
                </Link>
                <p className={css.meta}>
                  <span>{text.id(user.id)}</span>
                  <span>{roleLabel(user.user_type)}</span>
                  {user.staff_role ? <span>{staffRoleLabel(user.staff_role)}</span> : null}
                  {user.restriction ? (
                    <span>
                      {user.restriction.kind === 'banned' ? text.banned : text.restriction}
                    </span>
                  ) : null}
                </p>
              </li>
            ))}
          </ul>
        )}
      </QueryState>
    </section>
  );
}

export default Component;
