import { layStakePerDollar } from '@overlay/ev-engine';
import { Form, Typography } from 'antd';
import type { FormInstance } from 'antd';
import { SwitchField } from '../../../components/forms/choice-fields';
import { MoneyField, OddsField } from '../../../components/forms/number-fields';

/** The Log bet form's lay (docs/ev-model.md §10): on, its price and stake; the commission is the user's. */
export interface LayValues {
  lay: boolean;
  layPrice?: number;
  layStake?: number;
}

/** The lay stake that makes the result the same whether the runner wins or loses, to the cent. */
export function equalLayStake(
  stake: number,
  price: number,
  layPrice: number,
  commissionPct: number,
): number | null {
  if (!(stake > 0 && price > 1 && layPrice > 1)) return null;
  return (
    Math.round(
      stake * layStakePerDollar(price, layPrice, commissionPct / 100) * 100,
    ) / 100
  );
}

/** "Lay it on the exchange": a switch, then the lay price and stake (the equal-results stake suggested). */
export function LayFields<
  V extends LayValues & { price: number; stake: number },
>({
  form,
  commissionPct,
  onEqualStake,
}: {
  form: FormInstance<V>;
  commissionPct: number;
  /** Takes the equal-results lay stake into the form. */
  onEqualStake: (stake: number) => void;
}) {
  const on = Form.useWatch('lay', form) === true;
  const price = Form.useWatch('price', form) as number | undefined;
  const stake = Form.useWatch('stake', form) as number | undefined;
  const layPrice = Form.useWatch('layPrice', form) as number | undefined;
  const equal = on
    ? equalLayStake(stake ?? 0, price ?? 0, layPrice ?? 0, commissionPct)
    : null;
  return (
    <>
      <SwitchField
        name="lay"
        label="Lay it on the exchange"
        aria-label="Lay it on the exchange"
      />
      {on && (
        <>
          <OddsField
            name="layPrice"
            label="Lay price"
            message="At least 1.01"
            aria-label="Lay price"
          />
          <MoneyField
            name="layStake"
            label="Lay stake ($)"
            extra={
              equal === null ? undefined : (
                <Typography.Link onClick={() => onEqualStake(equal)}>
                  Equal results: ${equal.toFixed(2)} at {commissionPct}%
                  commission
                </Typography.Link>
              )
            }
            message="A lay stake above 0"
            aria-label="Lay stake"
          />
        </>
      )}
    </>
  );
}
