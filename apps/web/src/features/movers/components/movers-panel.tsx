import {
  Alert,
  Col,
  Empty,
  Flex,
  Row,
  Segmented,
  Spin,
  theme,
  Typography,
} from 'antd';
import { useState } from 'react';
import { Link } from 'react-router-dom';
import { DEFAULT_MOVERS_WINDOW, MOVERS_WINDOWS } from '@overlay/domain';
import type { MoversWindow } from '@overlay/domain';
import type { Mover } from '@overlay/contracts';
import { useMoversQuery } from '../api/movers.api';
import { movePct } from '../model/sparkline';
import { Sparkline } from './sparkline';

/** Short lists: the five biggest moves each way fit the panel's fixed height. */
const SHOWN = 5;

function MoverItem(props: {
  mover: Mover;
  color: string;
  raceHref?: (extRaceId: string) => string;
}) {
  const { mover } = props;
  const race = `${mover.venue} R${mover.raceNumber}`;
  return (
    <Flex
      component="li"
      align="center"
      gap={8}
      data-testid="mover"
      style={{ padding: '4px 0', minWidth: 0 }}
    >
      <Flex vertical style={{ flex: '1 1 auto', minWidth: 0 }}>
        <Typography.Text ellipsis strong>
          {mover.runnerNumber}. {mover.runnerName}
        </Typography.Text>
        <Typography.Text ellipsis type="secondary" style={{ fontSize: 12 }}>
          {props.raceHref ? (
            <Link to={props.raceHref(mover.extRaceId)}>{race}</Link>
          ) : (
            race
          )}
          {` · fair ${mover.fairFrom.toFixed(2)} → ${mover.fairTo.toFixed(2)}`}
        </Typography.Text>
      </Flex>
      <Sparkline points={mover.sparkline} color={props.color} />
      <Typography.Text
        strong
        style={{
          color: props.color,
          // At least the usual figure's width, so the column lines up; a longer one ('+112.5%')
          // widens its row rather than putting '%' on a line of its own.
          minWidth: 60,
          whiteSpace: 'nowrap',
          textAlign: 'right',
          flex: 'none',
        }}
      >
        {movePct(mover.fairMovePct)}
      </Typography.Text>
    </Flex>
  );
}

function MoverList(props: {
  title: string;
  movers: Mover[];
  color: string;
  raceHref?: (extRaceId: string) => string;
}) {
  return (
    <section aria-label={props.title}>
      <Typography.Text type="secondary" strong>
        {props.title}
      </Typography.Text>
      {props.movers.length === 0 ? (
        <Typography.Paragraph type="secondary" style={{ margin: '8px 0' }}>
          No moves in this window
        </Typography.Paragraph>
      ) : (
        <ul style={{ listStyle: 'none', margin: 0, padding: 0 }}>
          {props.movers.slice(0, SHOWN).map((m) => (
            <MoverItem
              key={`${m.extRaceId}:${m.runnerNumber}`}
              mover={m}
              color={props.color}
              raceHref={props.raceHref}
            />
          ))}
        </ul>
      )}
    </section>
  );
}

/**
 * Steamers and drifters (docs/product.md §3, Movers): the runners whose fair price moved most in the last 5, 15
 * or 60 minutes. Staff get a link to the live race page; members see the race as text.
 */
export function MoversPanel({
  raceHref,
}: {
  raceHref?: (extRaceId: string) => string;
}) {
  const [minutes, setMinutes] = useState<MoversWindow>(DEFAULT_MOVERS_WINDOW);
  const { data, error, isFetching } = useMoversQuery(minutes);
  const { token } = theme.useToken();
  return (
    <Flex vertical gap={8}>
      <Flex align="center" justify="space-between" gap={8} wrap>
        <Segmented<MoversWindow>
          aria-label="Movers window"
          size="small"
          value={minutes}
          options={MOVERS_WINDOWS.map((w) => ({ value: w, label: `${w} min` }))}
          onChange={setMinutes}
        />
        {isFetching && <Spin size="small" />}
      </Flex>
      {error ? (
        <Alert
          type="error"
          title={`Could not load the movers: ${(error as { message?: string }).message ?? ''}`}
        />
      ) : data === undefined ? null : data.firming.length +
          data.drifting.length ===
        0 ? (
        <Empty
          image={Empty.PRESENTED_IMAGE_SIMPLE}
          description="No price moves in this window"
        />
      ) : (
        <Row gutter={[16, 8]}>
          <Col xs={24} md={12}>
            <MoverList
              title="Steamers (firming)"
              movers={data.firming}
              color={token.colorSuccessText}
              raceHref={raceHref}
            />
          </Col>
          <Col xs={24} md={12}>
            <MoverList
              title="Drifters"
              movers={data.drifting}
              color={token.colorErrorText}
              raceHref={raceHref}
            />
          </Col>
        </Row>
      )}
    </Flex>
  );
}
