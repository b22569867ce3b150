import { useEffect, useState } from 'react';
import { messages } from '@marketplace/domain';
import type { ApiClient, LandAd } from '@marketplace/api-client';
import { useApiClient } from '../../../lib/api-client';

/** GET /api/ads (spec §7): every active land ad, newest first. */
export async function listLandAds(api: ApiClient): Promise<LandAd[]> {
  const { data, error } = await api.GET('/api/ads');
  if (error || !data) throw new Error('listAds failed');
  return data;
}

export type LandAdsState =
  | { status: 'idle' | 'loading' }
  | { status: 'error'; message: string }
  | { status: 'ready'; ads: LandAd[] };

/** spec §2 (home, logged in): the ads are fetched once when the user is authenticated. */
export function useLandAds(enabled: boolean): LandAdsState {
  const api = useApiClient();
  const [state, setState] = useState<LandAdsState>({ status: enabled ? 'loading' : 'idle' });

  useEffect(() => {
    if (!enabled) {
      setState({ status: 'idle' });
      return;
    }
    let active = true;
    setState({ status: 'loading' });
    listLandAds(api).then(
      (ads) => active && setState({ status: 'ready', ads }),
      (failure: unknown) => {
        console.error('Loading ads failed', failure);
        if (active) setState({ status: 'error', message: messages.home.loadFailed });
      },
    );
    return () => {
      active = false;
    };
  }, [api, enabled]);

  return state;
}
