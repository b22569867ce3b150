import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { ApiClient, components } from '@marketplace/api-client';
import { unwrap } from '../../../lib/api-call';
import { useApiClient } from '../../../lib/api-client';

export type Company = components['schemas']['Company'];
export type CompanyRequest = components['schemas']['CompanyRequest'];

/** The business owner's company, one per user. */
export const companyKeys = {
  all: ['company'] as const,
  mine: (userId: number) => ['company', userId] as const,
};

/** GET /api/profile/company: the company as entered, or null before one is. */
export function getCompany(api: ApiClient): Promise<Company | null> {
  return unwrap<Company | null>(api.GET('/api/profile/company'), 'Loading the company failed');
}

export const companyQuery = (api: ApiClient, userId: number) =>
  queryOptions({ queryKey: companyKeys.mine(userId), queryFn: () => getCompany(api) });

export function useCompany(userId: number) {
  const api = useApiClient();
  return useQuery(companyQuery(api, userId));
}

/**
 * PUT /api/profile/company. The server checks the number by its country's rule (400 with its
 * message otherwise), and a changed number or name ends an earlier verification: the answer is
 * the company as it stands now.
 */
export function putCompany(api: ApiClient, body: CompanyRequest): Promise<Company> {
  return unwrap<Company>(api.PUT('/api/profile/company', { body }), 'Saving the company failed');
}

export function usePutCompanyMutation(userId: number) {
  const api = useApiClient();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (company: CompanyRequest) => putCompany(api, company),
    onSuccess: (company) => queryClient.setQueryData(companyKeys.mine(userId), company),
    onError: (error) => console.error('Saving the company failed', error),
  });
}
