import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useRef } from 'react';
import { useSearchParams } from 'react-router';
import { errorDetail } from '../../../shared/api/api-error';
import { toast } from '../../../shared/ui/toast/toast-store';
import { profileQueryKey } from '../../../shared/api/get-profile';
import { confirmEmail } from '../api/confirm-email';

const PARAM = 'confirm_email';

/**
 * The confirmation e-mail links to `/?confirm_email=<key>`: confirm the key, say how it went,
 * and take the key out of the address bar so a reload or a shared link does not resend it.
 */
export function useEmailConfirmation(): void {
  const [searchParams, setSearchParams] = useSearchParams();
  const queryClient = useQueryClient();
  const key = searchParams.get(PARAM);
  // React's development double-run of effects must not confirm the same key twice.
  const handled = useRef<string | null>(null);

  useEffect(() => {
    if (!key || handled.current === key) return;
    handled.current = key;
    setSearchParams(
      (params) => {
        params.delete(PARAM);
        return params;
      },
      { replace: true },
    );
    confirmEmail(key)
      .then(({ detail }) => {
        toast.success(detail);
        void queryClient.invalidateQueries({ queryKey: profileQueryKey });
      })
      .catch((error: unknown) => toast.error(errorDetail(error)));
  }, [key, queryClient, setSearchParams]);
}
