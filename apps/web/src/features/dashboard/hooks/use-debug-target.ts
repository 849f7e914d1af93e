import { suggestedStake } from '@overlay/domain';
import type { FairPriceMethod } from '@overlay/domain';
import type { BettingSettings } from '@overlay/contracts';
import { useCallback, useState } from 'react';
import type { DashboardRow } from '../api/dashboard.api';
import type { DebugCalcArgs } from '../api/debug.api';

/**
 * The row whose debug dialog is open, valued as the rows were (fair-price method, commission) and
 * with the row's suggested stake. `opened` stays true from the first open on, so closing keeps
 * the dialog's exit animation.
 */
export function useDebugTarget(
  fairMethod: FairPriceMethod | null,
  commission: number | null,
  bettingSettings: BettingSettings | undefined,
) {
  const [target, setTarget] = useState<DebugCalcArgs | null>(null);
  const [row, setRow] = useState<DashboardRow | null>(null);
  const [opened, setOpened] = useState(false);
  const onDebug = useCallback(
    (debugged: DashboardRow) => {
      setOpened(true);
      setRow(debugged);
      setTarget({
        extRaceId: debugged.extRaceId,
        runnerNumber: debugged.runnerNumber,
        fairMethod,
        commission,
        bookmaker: debugged.bookmaker,
        stake: bettingSettings ? suggestedStake(debugged.kelly, bettingSettings) : null,
      });
    },
    [fairMethod, commission, bettingSettings],
  );
  const close = useCallback(() => setTarget(null), []);
  return { target, row, opened, onDebug, close };
}
