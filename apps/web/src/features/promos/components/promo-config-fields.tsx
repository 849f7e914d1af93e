import {
  BOOKMAKERS,
  PROMO_BOUNDS,
  PROMO_TYPES,
  RACE_CODES,
} from '@overlay/domain';
import type { PromoScope, RaceCode } from '@overlay/domain';
import { Col, Form, Row } from 'antd';
import {
  CheckboxGroupField,
  RadioField,
  SelectField,
} from '../../../components/forms/choice-fields';
import { NumberField } from '../../../components/forms/number-fields';
import { TextField } from '../../../components/forms/text-fields';
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
  // The catalogue's bookmakers (docs/feeds.md); the static 17 until it has arrived.
  const bookmakers = active.length > 0 ? active : BOOKMAKERS;
  const cashBack = isCashBack(values.promoType);
  return (
    <Form layout="vertical" component="div">
      <Row gutter={16}>
        <Col xs={24} md={8}>
          <SelectField
            label="Bookmaker"
            htmlFor="promo-bookmaker"
            required
            id="promo-bookmaker"
            showSearch={EXACT_MATCH_FIRST}
            placeholder="Select a bookmaker"
            value={values.bookmaker || undefined}
            onChange={(bookmaker: string) => onChange({ bookmaker })}
            options={bookmakers.map((b) => ({ value: b, label: b }))}
          />
        </Col>
        <Col xs={24} md={8}>
          <SelectField
            label="Promo type"
            htmlFor="promo-type"
            id="promo-type"
            value={values.promoType}
            onChange={(promoType) => onChange({ promoType })}
            options={PROMO_TYPES.map((t) => ({ value: t, label: t }))}
          />
        </Col>
        <Col xs={24} md={8}>
          <RadioField
            label="Scope"
            optionType="button"
            value={values.scope}
            onChange={(e) => onChange({ scope: e.target.value as PromoScope })}
            options={SCOPES}
          />
        </Col>
      </Row>
      {values.scope === 'codes' && (
        <CheckboxGroupField
          label="Race codes"
          value={values.codes}
          onChange={(codes) => onChange({ codes: codes as RaceCode[] })}
          options={RACE_CODES.map((c) => ({ value: c, label: c }))}
        />
      )}
      <Row gutter={16}>
        {!cashBack && (
          <Col xs={12} md={6}>
            <NumberField
              label="Value multiplier"
              htmlFor="promo-multiplier"
              id="promo-multiplier"
              style={{ width: '100%' }}
              {...PROMO_BOUNDS.valueMultiplier}
              value={values.valueMultiplier}
              onChange={(v) => onChange({ valueMultiplier: v ?? 0 })}
            />
          </Col>
        )}
        {cashBack && (
          <>
            <Col xs={12} md={6}>
              <NumberField
                label="K places"
                htmlFor="promo-k"
                id="promo-k"
                style={{ width: '100%' }}
                min={2}
                max={4}
                value={values.kPlaces}
                onChange={(v) => onChange({ kPlaces: v ?? 3 })}
              />
            </Col>
            <Col xs={12} md={6}>
              <NumberField
                label="Refund %"
                htmlFor="promo-refund"
                id="promo-refund"
                style={{ width: '100%' }}
                {...PROMO_BOUNDS.refundPercent}
                value={values.refundPercent}
                onChange={(v) => onChange({ refundPercent: v ?? 0 })}
              />
            </Col>
            <Col xs={12} md={6}>
              <NumberField
                label="Max refund"
                htmlFor="promo-max-refund"
                required
                id="promo-max-refund"
                style={{ width: '100%' }}
                min={0}
                step={PROMO_BOUNDS.maxRefundCash.step}
                prefix="$"
                value={values.maxRefundCash}
                onChange={(v) => onChange({ maxRefundCash: v })}
              />
            </Col>
          </>
        )}
        <Col xs={12} md={6}>
          <NumberField
            label="Min runners"
            htmlFor="promo-min-runners"
            id="promo-min-runners"
            style={{ width: '100%' }}
            min={0}
            precision={0}
            value={values.minRunners}
            onChange={(v) => onChange({ minRunners: v ?? 0 })}
          />
        </Col>
      </Row>
      <Row gutter={16}>
        <Col xs={24} md={12}>
          <TextField
            label="Label"
            htmlFor="promo-label"
            id="promo-label"
            value={values.label}
            placeholder={effectiveLabel({ ...values, label: '' })}
            onChange={(e) => onChange({ label: e.target.value })}
          />
        </Col>
        <Col xs={24} md={12}>
          <RadioField
            label="Visibility"
            optionType="button"
            value={values.visibility}
            onChange={(e) => onChange({ visibility: e.target.value })}
            options={[
              { value: 'global', label: 'Shared' },
              { value: 'personal', label: 'Personal' },
            ]}
          />
        </Col>
      </Row>
    </Form>
  );
}
