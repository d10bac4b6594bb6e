import { useEffect, useState } from 'react';
import { fetchDemoEmail } from './auth-api.ts';

/**
 * The demo account's e-mail for prefilling the sign-in form (SPEC §2), or '' until it arrives; fetched
 * only while `wanted` (not for a user signing back in). Offline or on any failure it stays '', and the
 * visitor types their own.
 */
export function useDemoEmail(wanted: boolean): string {
  const [email, setEmail] = useState('');
  useEffect(() => {
    if (!wanted) return;
    const abort = new AbortController();
    fetchDemoEmail(abort.signal).then(setEmail, () => {});
    return () => abort.abort();
  }, [wanted]);
  return email;
}
