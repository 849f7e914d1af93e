import { BOOKMAKERS, BOOST_FORM, BOOST_LEGS } from '@overlay/domain';
import { Button, Card, Flex, Form } from 'antd';
import { SelectField, SwitchField } from '../../../components/forms/choice-fields';
import { NumberField } from '../../../components/forms/number-fields';
import { TextAreaField } from '../../../components/forms/text-fields';
import { useState } from 'react';
import { useToast } from '../../../components/ui/toast';
import { serverMessage } from '../../../lib/api-error';
import { useBoostBookmakersQuery, useCreateBoostMutation } from '../api/boosts.api';
import { boostFormProblem, toBoostBody } from '../model/boost-form';
import type { BoostFormValues } from '../model/boost-form';
import { LegPicker } from './leg-picker';
import { EXACT_MATCH_FIRST } from '../../../lib/exact-match-first';

const EMPTY_LEG = { raceExtId: '', runnerExtId: '' };

/** Create form of a Top-2, Any-Of Win or cross-race parlay boost (POST /api/boosts). */
export function BoostForm({ title, boostType }: { title: string; boostType: BoostFormValues['boostType'] }) {
  const toast = useToast();
  const multi = boostType !== 'FIXED_PLACE_K2';
  const fresh = (): BoostFormValues => ({
    boostType,
    bookmaker: '',
    legs: multi ? [EMPTY_LEG, EMPTY_LEG] : [EMPTY_LEG],
    boostedOdds: null,
    isActive: BOOST_FORM.defaultIsActive,
    notes: '',
  });
  const [values, setValues] = useState<BoostFormValues>(fresh);
  const { data: known = [] } = useBoostBookmakersQuery();
  const [create, { isLoading }] = useCreateBoostMutation();
  const change = (patch: Partial<BoostFormValues>) => setValues((v) => ({ ...v, ...patch }));
  const setLeg = (i: number, leg: BoostFormValues['legs'][number]) =>
    setValues((v) => {
      const legs = v.legs.map((l, j) => (j === i ? leg : l));
      // Any-Of legs share one race: the first leg's race goes to every leg.
      return { ...v, legs: boostType === 'ANY_OF_WIN' && i === 0 ? legs.map((l, j) => (j === 0 ? l : { ...l, raceExtId: leg.raceExtId, runnerExtId: l.raceExtId === leg.raceExtId ? l.runnerExtId : '' })) : legs };
    });

  const submit = async () => {
    const problem = boostFormProblem(values);
    if (problem) {
      toast({ title: problem.title, description: problem.message, variant: 'destructive' });
      return;
    }
    try {
      await create(toBoostBody(values)).unwrap();
      toast({ title: 'Boost created', variant: 'success' });
      setValues(fresh());
    } catch (failure) {
      toast({ title: 'Failed to create boosts', description: serverMessage(failure, 'Failed to create boost'), variant: 'destructive' });
    }
  };

  return (
    <Card size="small" title={title}>
      <Form layout="vertical" component="div">
        <SelectField
          label="Bookmaker"
          required
          aria-label={`${title} bookmaker`}
          showSearch={EXACT_MATCH_FIRST}
          placeholder="Select a bookmaker"
          value={values.bookmaker || undefined}
          onChange={(bookmaker: string) => change({ bookmaker })}
          options={(known.length > 0 ? known : BOOKMAKERS).map((b) => ({ value: b, label: b }))}
        />
        <Form.Item label={multi ? 'Runners' : 'Race and runner'} required>
          <Flex vertical gap="small">
            {values.legs.map((leg, i) => (
              <LegPicker
                key={i}
                index={i}
                leg={leg}
                fixedRace={boostType === 'ANY_OF_WIN' && i > 0}
                onChange={(l) => setLeg(i, l)}
              />
            ))}
            {multi && values.legs.length < BOOST_LEGS.max && (
              <Button
                size="small"
                onClick={() =>
                  change({ legs: [...values.legs, boostType === 'ANY_OF_WIN' ? { raceExtId: values.legs[0].raceExtId, runnerExtId: '' } : EMPTY_LEG] })
                }
              >
                Add runner
              </Button>
            )}
          </Flex>
        </Form.Item>
        <Flex gap="middle" wrap>
          <NumberField
            label="Boosted odds"
            required
            aria-label={`${title} boosted odds`}
            min={1}
            step={0.01}
            precision={2}
            value={values.boostedOdds}
            onChange={(boostedOdds) => change({ boostedOdds })}
          />
          <SwitchField label="Active" checked={values.isActive} onChange={(isActive) => change({ isActive })} />
        </Flex>
        <TextAreaField label="Notes" rows={2} value={values.notes} onChange={(e) => change({ notes: e.target.value })} />
        <Button type="primary" loading={isLoading} onClick={submit}>
          Create Boost
        </Button>
      </Form>
    </Card>
  );
}
