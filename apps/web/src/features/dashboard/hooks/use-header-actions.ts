import { useEffect, useState } from 'react';
import { useToast } from '../../../components/ui/toast';
import { TIMING } from '../../../config/timing';
import { useStableCallback } from '../../../lib/use-stable-callback';
import { useAppDispatchLike } from '../../../lib/use-thunk-dispatch';
import { dashboardApi, useAdminRefreshMutation, useLazyPingQuery, useRefreshMutation } from '../api/dashboard.api';

export type PingState = { ok: boolean; status: string } | 'error' | null;

/**
 * The dashboard header's buttons (docs/product.md §2, §7): Refresh, the admin's force refresh
 * (toast 'Data refresh triggered', the rows and coverage reloaded 2 s later) and Test API
 * Connection, run once at mount. Callbacks keep their identity, so the memoised header is not
 * re-rendered by a render that changes nothing of its own.
 */
export function useHeaderActions() {
  const toast = useToast();
  const dispatch = useAppDispatchLike();
  const [ping, setPing] = useState<PingState>(null);
  const [triggerPing] = useLazyPingQuery();
  const [refresh, { isLoading: refreshing }] = useRefreshMutation();
  const [adminRefresh] = useAdminRefreshMutation();

  const refreshFailed = (error: unknown) =>
    toast({
      title: 'Refresh failed',
      description: (error as { message?: string }).message || 'Failed to trigger data refresh',
      variant: 'destructive',
    });

  const testConnection = useStableCallback(async () => {
    try {
      setPing(await triggerPing().unwrap());
    } catch {
      setPing('error');
    }
  });
  useEffect(() => void testConnection(), [testConnection]);

  const forceRefresh = useStableCallback(async () => {
    try {
      await adminRefresh().unwrap();
      toast({ title: 'Data refresh triggered' });
      setTimeout(
        () => dispatch(dashboardApi.util.invalidateTags(['Opportunities', 'Coverage'])),
        TIMING.forceRefreshRefetchMs,
      );
    } catch (error) {
      refreshFailed(error);
    }
  });
  const plainRefresh = useStableCallback(async () => {
    try {
      await refresh().unwrap();
    } catch (error) {
      refreshFailed(error);
    }
  });

  return {
    ping,
    refreshing,
    onRefresh: useStableCallback(() => void plainRefresh()),
    onForceRefresh: useStableCallback(() => void forceRefresh()),
    onTestConnection: useStableCallback(() => void testConnection()),
  };
}
