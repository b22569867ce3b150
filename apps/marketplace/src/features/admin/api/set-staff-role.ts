import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { ApiClient } from '@marketplace/api-client';
import { adminConsoleTexts, type StaffRole } from '@marketplace/domain';
import { useToast } from '@marketplace/ui';
import { messageOf, unwrap } from '../../../lib/api-call';
import { useApiClient } from '../../../lib/api-client';
import { adminKeys, type AdminUser } from './admin-keys';

/** PUT /api/admin/users/{id}/staff-role (admins): grants a role, or takes it with null. */
export function setStaffRole(api: ApiClient, id: number, role: StaffRole | null) {
  return unwrap<AdminUser>(
    api.PUT('/api/admin/users/{id}/staff-role', { params: { path: { id } }, body: { role } }),
    `Setting the staff role of user ${id} failed`,
  );
}

export function useSetStaffRoleMutation() {
  const api = useApiClient();
  const queryClient = useQueryClient();
  const toast = useToast();
  return useMutation({
    mutationFn: ({ id, role }: { id: number; role: StaffRole | null }) =>
      setStaffRole(api, id, role),
    onSuccess: () => {
      toast.show(adminConsoleTexts.users.roleSaved, { tone: 'success' });
      return queryClient.invalidateQueries({ queryKey: adminKeys.all });
    },
    onError: (error) => {
      console.error('Setting the staff role failed', error);
      toast.show(messageOf(error, adminConsoleTexts.users.roleFailed), { tone: 'danger' });
    },
  });
}
