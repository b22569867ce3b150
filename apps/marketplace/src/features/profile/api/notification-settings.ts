import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type {
  ApiClient,
  NotificationSettings,
  NotificationSettingsPatch,
} from '@marketplace/api-client';
import { texts } from '@marketplace/domain';
import { useToast } from '@marketplace/ui';
import { unwrap } from '../../../lib/api-call';
import { useApiClient } from '../../../lib/api-client';
import { queryKeys } from '../../../lib/query-keys';

/** GET /api/profile/notifications: which notice emails the user receives. */
export function getNotificationSettings(api: ApiClient) {
  return unwrap<NotificationSettings>(
    api.GET('/api/profile/notifications'),
    'Loading the notification settings failed',
  );
}

export const notificationSettingsQuery = (api: ApiClient, userId: number) =>
  queryOptions({
    queryKey: queryKeys.notificationSettings.mine(userId),
    queryFn: async () => {
      try {
        return await getNotificationSettings(api);
      } catch (failure) {
        console.error('Loading the notification settings failed', failure);
        throw failure;
      }
    },
  });

export function useNotificationSettings(userId: number) {
  const api = useApiClient();
  return useQuery(notificationSettingsQuery(api, userId));
}

/** PATCH /api/profile/notifications with the changed switch only. */
export function updateNotificationSettings(api: ApiClient, patch: NotificationSettingsPatch) {
  return unwrap<NotificationSettings>(
    api.PATCH('/api/profile/notifications', { body: patch }),
    'Saving the notification settings failed',
  );
}

/**
 * A switch is saved as it changes: it shows the new value at once, the server's answer replaces
 * it, and a failure puts the previous value back; a toast says which happened.
 */
export function useUpdateNotificationSettingsMutation(userId: number) {
  const api = useApiClient();
  const queryClient = useQueryClient();
  const toast = useToast();
  const key = queryKeys.notificationSettings.mine(userId);
  return useMutation({
    mutationFn: (patch: NotificationSettingsPatch) => updateNotificationSettings(api, patch),
    onMutate: async (patch) => {
      await queryClient.cancelQueries({ queryKey: key });
      const previous = queryClient.getQueryData<NotificationSettings>(key);
      if (previous) queryClient.setQueryData<NotificationSettings>(key, { ...previous, ...patch });
      return { previous };
    },
    onSuccess: (settings) => {
      queryClient.setQueryData(key, settings);
      toast.show(texts.notifications.saved, { tone: 'success' });
    },
    onError: (error, _patch, context) => {
      console.error('Saving the notification settings failed', error);
      if (context?.previous) queryClient.setQueryData(key, context.previous);
      toast.show(texts.notifications.saveFailed, { tone: 'danger' });
    },
  });
}
