import { Flex, InputNumber, Slider, Typography } from 'antd';
import { NOTIFICATION_THRESHOLD_BOUND } from '@overlay/domain';

const THRESHOLD_MARKS = {
  0: '0%',
  10: '10%',
  20: '20%',
  30: '30%',
  40: '40%',
  50: '50%',
};

/** The EV threshold: a number box and the spec's slider (0..50, step 1), saved when let go. */
export function ThresholdRow({
  threshold,
  draft,
  onDraft,
  onCommit,
}: {
  threshold: number;
  draft: number | null;
  onDraft: (value: number | null) => void;
  onCommit: (value: number | null) => void;
}) {
  return (
    <Flex vertical gap={4} style={{ padding: '12px 0' }}>
      <Flex justify="space-between" align="center" gap={16} wrap>
        <Flex vertical gap={2} style={{ flex: '1 1 240px', minWidth: 0 }}>
          <Typography.Text strong id="notifications-threshold-label">
            EV threshold
          </Typography.Text>
          <Typography.Text type="secondary" style={{ fontSize: 13 }}>
            Notify only at or above this total EV.
          </Typography.Text>
        </Flex>
        <InputNumber
          aria-label="EV threshold (%)"
          min={NOTIFICATION_THRESHOLD_BOUND.min}
          max={NOTIFICATION_THRESHOLD_BOUND.max}
          step={NOTIFICATION_THRESHOLD_BOUND.step}
          precision={0}
          value={threshold}
          suffix="%"
          style={{ width: 96 }}
          onChange={(value) => onDraft(value)}
          onBlur={() => onCommit(draft)}
          onPressEnter={() => onCommit(draft)}
        />
      </Flex>
      <Slider
        ariaLabelledByForHandle="notifications-threshold-label"
        ariaValueTextFormatterForHandle={(value) => `${value ?? 0} %`}
        min={NOTIFICATION_THRESHOLD_BOUND.min}
        max={NOTIFICATION_THRESHOLD_BOUND.max}
        step={NOTIFICATION_THRESHOLD_BOUND.step}
        marks={THRESHOLD_MARKS}
        value={threshold}
        tooltip={{ formatter: (value) => `${value ?? 0}%` }}
        onChange={(value) => onDraft(value)}
        onChangeComplete={(value) => onCommit(value)}
      />
    </Flex>
  );
}
