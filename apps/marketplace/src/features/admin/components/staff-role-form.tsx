import { useState } from 'react';
import { adminConsoleTexts, STAFF_ROLES, staffRoleLabel, isStaffRole } from '@marketplace/domain';
import { Button, Select } from '@marketplace/ui';
import { useSetStaffRoleMutation } from '../api/set-staff-role';
import type { AdminUser } from '../api/admin-keys';
import * as css from './admin.css';

const text = adminConsoleTexts.users;
const NONE = 'none';
// Built when shown, so the labels are in the current language.
const options = () => [
  { value: NONE, label: text.noStaffRole },
  ...STAFF_ROLES.map((role) => ({ value: role, label: staffRoleLabel(role) })),
];

/** Admins only: grant or take a user's staff role. */
export function StaffRoleForm({ user }: { user: AdminUser }) {
  const [value, setValue] = useState<string>(user.staff_role ?? NONE);
  const save = useSetStaffRoleMutation();
  return (
    <form
      className={css.actions}
      onSubmit={(event) => {
        event.preventDefault();
        save.mutate({ id: user.id, role: isStaffRole(value) ? value : null });
      }}
    >
      <Select label={text.staffRole} options={options()} value={value} onValueChange={setValue} />
      <Button type="submit" variant="outline" loading={save.isPending}>
        {text.setRole}
      </Button>
    </form>
  );
}
