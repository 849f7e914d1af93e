import type { DebugRaceResponse } from '@overlay/contracts';
import { ArrowLeftOutlined } from '@ant-design/icons';
import { LIVE_REFRESH_DEFAULT_MS, RETENTION_OVERRIDE_DEFAULT, retentionLabel } from '@overlay/domain';
import type { BettingSettings, LiveRaceInfo } from '@overlay/contracts';
import { sortLiveRows } from '@overlay/ev-engine';
import { Alert, Button, Card, Flex, Result, theme, Typography } from 'antd';
import { useEffect, useMemo, useState } from 'react';
import { Link } from 'react-router-dom';
import { useAnnounce } from '../../../components/ui/announcer';
import { useToast } from '../../../components/ui/toast';
import { serverMessage } from '../../../lib/api-error';
import { useMinWidth } from '../../../lib/use-media-query';
import { liveStreamUrl, useLiveRaceQuery } from '../api/live.api';
import { useLiveStream } from '../hooks/use-live-stream';
import type { LiveSourceFactory } from '../hooks/use-live-stream';
import { defaultChartRunners } from '../model/chart-runners';
import { priceMovesText } from '../model/price-moves-text';
import { LiveControls } from './live-controls';
import type { LiveControlValues } from './live-controls';
import { LiveOddsTable } from './live-odds-table';
import { LiveRaceHeader } from './live-race-header';
import { FlucsCard } from '../../../components/flucs/flucs-card';
import { PriceHistoryCard } from './price-history-card';
import { MarketStaleBanner } from '../../../components/ui/market-stale-banner';

const DEFAULT_CONTROLS: LiveControlValues = {
  sortBy: 'totalEV',
  books: [],
  retentionPct: RETENTION_OVERRIDE_DEFAULT,
  intervalMs: LIVE_REFRESH_DEFAULT_MS,
};

function seedInfo(data: DebugRaceResponse): LiveRaceInfo {
  const { race } = data;
  return {
    extRaceId: race.extRaceId,
    track: race.track,
    raceNumber: race.number,
    raceName: race.name,
    code: race.code,
    startTime: race.startTime,
    startTimeLocal: race.startTimeLocal ?? undefined,
    activeRunners: race.activeRunners,
  };
}

/** Live race page (docs/product.md §2, §4): header, controls, the odds table and the price history chart. */
export function LiveRacePage({
  extRaceId,
  backHref,
  createSource,
  bettingSettings,
}: {
  extRaceId: string;
  backHref: string;
  createSource?: LiveSourceFactory;
  /** The user's bankroll and Kelly settings (betting-settings), composed in by the route. */
  bettingSettings?: BettingSettings;
}) {
  const { data, error } = useLiveRaceQuery(extRaceId);
  const [controls, setControls] = useState(DEFAULT_CONTROLS);
  const [paused, setPaused] = useState(false);
  const [chartRunners, setChartRunners] = useState<number[] | null>(null);
  const url = liveStreamUrl(extRaceId, controls);
  const { state, dispatch, reconnect } = useLiveStream(url, paused, createSource);
  const toast = useToast();
  const { token } = theme.useToken();
  // antd's sm breakpoint, known in the first render (Grid.useBreakpoint's is not: a desktop drew
  // the phone's padding first).
  const phone = !useMinWidth(token.screenSM);

  useEffect(() => {
    if (!data) return;
    dispatch({
      type: 'seed',
      raceInfo: seedInfo(data),
      marketState: data.race.marketState,
      rows: data.rows,
      lastUpdate: data.lastUpdated,
      message: data.message,
    });
  }, [data, dispatch]);

  const rows = useMemo(() => {
    const wanted = new Set(controls.books);
    const kept = wanted.size === 0 ? state.rows : state.rows.filter((row) => wanted.has(row.book));
    return sortLiveRows(kept, controls.sortBy);
  }, [state.rows, controls.books, controls.sortBy]);
  const runnerOptions = useMemo(
    () =>
      (data?.runners ?? [])
        .filter((runner) => !runner.scratched)
        .map((runner) => ({ value: runner.runnerNo, label: `${runner.runnerNo}. ${runner.runnerName}` })),
    [data],
  );
  const chosen = chartRunners ?? defaultChartRunners(data?.rows ?? []);

  // Each tick that moved a price is read out politely (the announcer keeps it to one per 3 s).
  const announce = useAnnounce();
  const movesText = useMemo(
    () => priceMovesText(state.rows, state.flashes),
    // eslint-disable-next-line react-hooks/exhaustive-deps -- once per moving tick, not per flash expiry
    [state.moves],
  );
  useEffect(() => {
    if (movesText) announce(movesText);
  }, [movesText, announce]);

  const copyLink = () => {
    navigator.clipboard
      .writeText(window.location.href)
      .then(() => toast({ title: 'Link copied', variant: 'success' }))
      .catch(() => toast({ title: 'Copy failed', variant: 'destructive' }));
  };

  if (error && !state.raceInfo) {
    return (
      <Card>
        <Result
          status="warning"
          title="Race not available"
          subTitle={serverMessage(error, 'Unknown error')}
          extra={<Link to={backHref}><Button type="primary">Back to Live Tracker</Button></Link>}
        />
      </Card>
    );
  }

  return (
    <Flex vertical gap={16}>
      <title>{`${state.raceInfo ? `${state.raceInfo.track} R${state.raceInfo.raceNumber}` : 'Live Race'} · Overlay`}</title>
      <Link to={backHref}>
        <ArrowLeftOutlined /> Live Race Tracker
      </Link>
      <LiveRaceHeader
        raceInfo={state.raceInfo}
        marketState={state.marketState}
        tracking={state.tracking}
        status={state.status}
        lastUpdate={state.lastUpdate}
        marketAsOf={state.marketAsOf}
        paused={paused}
        onTogglePause={() => setPaused((p) => !p)}
        onCopyLink={copyLink}
      />
      <MarketStaleBanner freshness={state.market} />
      {state.status === 'error' && (
        <Alert
          type="error"
          showIcon
          title="Connection Error"
          description="Lost connection to live race feed"
          action={<Button onClick={reconnect}>Reconnect</Button>}
        />
      )}
      {state.status === 'finished' && (
        <Alert type="info" showIcon title="Race Finished" description="Tracking stopped." />
      )}
      {/* On a phone the table gets the card's padding back (12 px a side instead of 24). */}
      <Card styles={{ body: { padding: phone ? 12 : 24 } }}>
        <Flex vertical gap={16}>
          <LiveControls values={controls} bookOptions={state.books} onChange={setControls} />
          {state.retention && (
            <Typography.Text type="secondary" data-testid="live-retention">
              {retentionLabel(state.retention.origin, state.retention.value)} (Promo EV&apos;s bonus bets and
              tokens; cash back counts its refund)
            </Typography.Text>
          )}
          <LiveOddsTable
            rows={rows}
            flashes={state.flashes}
            emptyText={state.message ?? 'No prices yet'}
            bettingSettings={bettingSettings}
          />
        </Flex>
      </Card>
      <PriceHistoryCard
        extRaceId={extRaceId}
        runnerOptions={runnerOptions}
        chosen={chosen}
        onChoose={setChartRunners}
        books={controls.books}
        moves={state.moves}
      />
      {runnerOptions.length > 0 && (
        <FlucsCard extRaceId={extRaceId} runnerNumber={chosen[0] ?? runnerOptions[0].value} runnerOptions={runnerOptions} />
      )}
    </Flex>
  );
}
