import { useEffect, useRef } from 'react';
import { useToast } from '../../../components/ui/toast';
import { eventStream } from '../../../lib/sse';

const DATA_TOAST_GAP_MS = 60_000;

/** docs/product.md §4: a data_refresh shows 'Data updated', at most once a minute. */
export function useDataRefreshToasts(): void {
  const toast = useToast();
  const lastToast = useRef(0);
  useEffect(
    () =>
      eventStream.subscribe((message) => {
        if (message.type !== 'data_refresh') return;
        if (Date.now() - lastToast.current < DATA_TOAST_GAP_MS) return;
        lastToast.current = Date.now();
        toast({ title: 'Data updated', background: true });
      }),
    [toast],
  );
}
