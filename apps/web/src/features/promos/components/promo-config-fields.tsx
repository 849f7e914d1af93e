import {
  BOOKMAKERS,
  PROMO_BOUNDS,
  PROMO_TYPES,
  RACE_CODES,
} from '@overlay/domain';
import type { PromoScope, RaceCode } from '@overlay/domain';
import {
  Checkbox,
  Col,
  Form,
  Input,
  InputNumber,
  Radio,
  Row,
  Select,
} from 'antd';
import { usePromoBookmakersQuery } from '../api/promos.api';
import { effectiveLabel, isCashBack } from '../model/promo-form';
import type { PromoFormValues } from '../model/promo-form';
import { EXACT_MATCH_FIRST } from '../../../lib/exact-match-first';

interface Props {
  values: PromoFormValues;
  onChange: (change: Partial<PromoFormValues>) => void;
}

const SCOPES: { value: PromoScope; label: string }[] = [
  { value: 'races', label: 'Selected races' },
  { value: 'codes', label: 'Race codes' },
  { value: 'all', label: 'All races' },
];

/** Create Promo's configuration area (docs/product.md §2, §5 bounds, §9 defaults). */
export function PromoConfigFields({ values, onChange }: Props) {
  const { data: active = [] } = usePromoBookmakersQuery();
  const bookmakers = [...new Set([...BOOKMAKERS, ...active])];
  const cashBack = isCashBack(values.promoType);
  return (
    <Form layout="vertical" component="div">
      <Row gutter={16}>
        <Col xs={24} md={8}>
          <Form.Item label="Bookmaker" htmlFor="promo-bookmaker" required>
            <Select
              id="promo-bookmaker"
              showSearch={EXACT_MATCH_FIRST}
              placeholder="Select a bookmaker"
              value={values.bookmaker || undefined}
              onChange={(bookmaker: string) => onChange({ bookmaker })}
              options={bookmakers.map((b) => ({ value: b, label: b }))}
            />
          </Form.Item>
        </Col>
        <Col xs={24} md={8}>
          <Form.Item label="Promo type" htmlFor="promo-type">
            <Select
              id="promo-type"
              value={values.promoType}
              onChange={(promoType) => onChange({ promoType })}
              options={PROMO_TYPES.map((t) => ({ value: t, label: t }))}
            />
          </Form.Item>
        </Col>
        <Col xs={24} md={8}>
          <Form.Item label="Scope">
            <Radio.Group
              optionType="button"
              value={values.scope}
              onChange={(e) => onChange({ scope: e.target.value as PromoScope })}
              options={SCOPES}
            />
          </Form.Item>
        </Col>
      </Row>
      {values.scope === 'codes' && (
        <Form.Item label="Race codes">
          <Checkbox.Group
            value={values.codes}
            onChange={(codes) => onChange({ codes: codes as RaceCode[] })}
            options={RACE_CODES.map((c) => ({ value: c, label: c }))}
          />
        </Form.Item>
      )}
      <Row gutter={16}>
        {!cashBack && (
          <Col xs={12} md={6}>
            <Form.Item label="Value multiplier" htmlFor="promo-multiplier">
              <InputNumber
                id="promo-multiplier"
                style={{ width: '100%' }}
                {...PROMO_BOUNDS.valueMultiplier}
                value={values.valueMultiplier}
                onChange={(v) => onChange({ valueMultiplier: v ?? 0 })}
              />
            </Form.Item>
          </Col>
        )}
        {cashBack && (
          <>
            <Col xs={12} md={6}>
              <Form.Item label="K places" htmlFor="promo-k">
                <InputNumber
                  id="promo-k"
                  style={{ width: '100%' }}
                  min={2}
                  max={4}
                  value={values.kPlaces}
                  onChange={(v) => onChange({ kPlaces: v ?? 3 })}
                />
              </Form.Item>
            </Col>
            <Col xs={12} md={6}>
              <Form.Item label="Refund %" htmlFor="promo-refund">
                <InputNumber
                  id="promo-refund"
                  style={{ width: '100%' }}
                  {...PROMO_BOUNDS.refundPercent}
                  value={values.refundPercent}
                  onChange={(v) => onChange({ refundPercent: v ?? 0 })}
                />
              </Form.Item>
            </Col>
            <Col xs={12} md={6}>
              <Form.Item label="Max refund" htmlFor="promo-max-refund" required>
                <InputNumber
                  id="promo-max-refund"
                  style={{ width: '100%' }}
                  min={0}
                  step={PROMO_BOUNDS.maxRefundCash.step}
                  prefix="$"
                  value={values.maxRefundCash}
                  onChange={(v) => onChange({ maxRefundCash: v })}
                />
              </Form.Item>
            </Col>
          </>
        )}
        <Col xs={12} md={6}>
          <Form.Item label="Min runners" htmlFor="promo-min-runners">
            <InputNumber
              id="promo-min-runners"
              style={{ width: '100%' }}
              min={0}
              precision={0}
              value={values.minRunners}
              onChange={(v) => onChange({ minRunners: v ?? 0 })}
            />
          </Form.Item>
        </Col>
      </Row>
      <Row gutter={16}>
        <Col xs={24} md={12}>
          <Form.Item label="Label" htmlFor="promo-label">
            <Input
              id="promo-label"
              value={values.label}
              placeholder={effectiveLabel({ ...values, label: '' })}
              onChange={(e) => onChange({ label: e.target.value })}
            />
          </Form.Item>
        </Col>
        <Col xs={24} md={12}>
          <Form.Item label="Visibility">
            <Radio.Group
              optionType="button"
              value={values.visibility}
              onChange={(e) => onChange({ visibility: e.target.value })}
              options={[
                { value: 'global', label: 'Shared' },
                { value: 'personal', label: 'Personal' },
              ]}
            />
          </Form.Item>
        </Col>
      </Row>
    </Form>
  );
}
