import { useEffect } from 'react';
import { useNavigate } from 'react-router';
import { REDIRECT_DELAY_MS } from '@marketplace/domain';

/** spec §9: after a successful create or edit, go on 1.5 s later. */
export function useRedirectAfter(to: string | null) {
  const navigate = useNavigate();
  useEffect(() => {
    if (to === null) return;
    const timer = window.setTimeout(() => navigate(to), REDIRECT_DELAY_MS);
    return () => window.clearTimeout(timer);
  }, [to, navigate]);
}
