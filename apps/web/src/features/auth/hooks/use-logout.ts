import { useCallback } from 'react';
import { useNavigate } from 'react-router-dom';
import { useToast } from '../../../components/ui/toast';
import { serverMessage } from '../../../lib/api-error';
import { thisBrowserPushEndpoint } from '../../../lib/push-endpoint';
import { useLogoutMutation } from '../api/auth.api';
import { paths } from '../../../config/paths';

/**
 * Logout (docs/product.md §2/§4): POST /api/auth/logout, the session is cleared, the user lands on
 * /login. This browser's push endpoint goes with it, so the server releases it for the next account.
 */
export function useLogout(): {
  logout: () => Promise<void>;
  isLoggingOut: boolean;
} {
  const [logoutMutation, { isLoading }] = useLogoutMutation();
  const navigate = useNavigate();
  const toast = useToast();
  const logout = useCallback(async () => {
    try {
      const pushEndpoint = await thisBrowserPushEndpoint();
      await logoutMutation(pushEndpoint ? { pushEndpoint } : {}).unwrap();
      await navigate(paths.login.href(), { replace: true });
    } catch (error) {
      toast({
        title: 'Logout failed',
        description: serverMessage(error, 'Please try again.'),
        variant: 'destructive',
      });
    }
  }, [logoutMutation, navigate, toast]);
  return { logout, isLoggingOut: isLoading };
}
