import { Alert, Button, Card, Flex, Tabs, Tag, Typography } from 'antd';
import { useState } from 'react';
import { useToast } from '../../../components/ui/toast';
import { serverMessage } from '../../../lib/api-error';
import { useCreatePromosMutation } from '../api/promos.api';
import {
  addRaces,
  PROMO_FORM_DEFAULTS,
  promoFormError,
  promoSummary,
  toCreateBody,
} from '../model/promo-form';
import type { ChosenRace, PromoFormValues } from '../model/promo-form';
import { PasteParse } from './paste-parse';
import { PickRaces } from './pick-races';
import { PromoConfigFields } from './promo-config-fields';

/** Refund Promos › Create Promo (docs/product.md §2): configuration, race selection, summary, Create Promo. */
export function CreatePromoForm({ onCreated }: { onCreated?: () => void }) {
  const toast = useToast();
  const [values, setValues] = useState<PromoFormValues>(PROMO_FORM_DEFAULTS);
  const [races, setRaces] = useState<ChosenRace[]>([]);
  const [error, setError] = useState<string | null>(null);
  const [create, { isLoading }] = useCreatePromosMutation();
  const change = (patch: Partial<PromoFormValues>) => {
    setValues((v) => ({ ...v, ...patch }));
    setError(null);
  };
  const add = (more: ChosenRace[]) => {
    setRaces((r) => addRaces(r, more));
    setError(null);
  };

  const submit = async () => {
    const problem = promoFormError(values, races);
    if (problem) {
      setError(problem);
      return;
    }
    try {
      await create(toCreateBody(values, races)).unwrap();
      toast({ title: 'Promo created', variant: 'success' });
      setRaces([]);
      setValues((v) => ({ ...v, label: '' }));
      onCreated?.();
    } catch (failure) {
      toast({
        title: 'Error creating promo',
        description: serverMessage(failure, 'Failed to create promo'),
        variant: 'destructive',
      });
    }
  };

  return (
    <Flex vertical gap="middle">
      <Card size="small" title="Configuration">
        <PromoConfigFields values={values} onChange={change} />
      </Card>
      {values.scope === 'races' && (
        <Card size="small" title="Races">
          <Tabs
            items={[
              {
                key: 'parse',
                label: 'Paste & Parse',
                children: (
                  <PasteParse
                    codes={values.codes}
                    minRunners={values.minRunners}
                    onMatches={add}
                  />
                ),
              },
              {
                key: 'pick',
                label: 'Pick Races',
                children: <PickRaces codes={values.codes} onAdd={add} />,
              },
            ]}
          />
          <Flex wrap gap={4} aria-label="Chosen races" style={{ marginTop: 8 }}>
            {races.map((r) => (
              <Tag
                key={r.extRaceId}
                closable
                onClose={() =>
                  setRaces((all) =>
                    all.filter((x) => x.extRaceId !== r.extRaceId),
                  )
                }
              >
                {r.track} R{r.number}
              </Tag>
            ))}
            {races.length > 0 && (
              <Button size="small" type="link" onClick={() => setRaces([])}>
                Clear selection
              </Button>
            )}
          </Flex>
        </Card>
      )}
      {error && <Alert type="error" showIcon title={error} />}
      <Card size="small">
        <Flex wrap gap="middle" align="center" justify="space-between">
          <Typography.Text data-testid="promo-summary">
            {promoSummary(values, races)}
          </Typography.Text>
          <Button type="primary" loading={isLoading} onClick={submit}>
            Create Promo
          </Button>
        </Flex>
      </Card>
    </Flex>
  );
}
