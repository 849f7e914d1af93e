import { Alert, Button, Card, Flex, Steps, Typography } from 'antd';
import { useEffect, useState } from 'react';
import { useToast } from '../../../components/ui/toast';
import { serverMessage } from '../../../lib/api-error';
import { useCreateBetBoostsMutation } from '../api/boosts.api';
import {
  betBoostError,
  clearDraft,
  EMPTY_DRAFT,
  loadDraft,
  saveDraft,
} from '../model/bet-boost-draft';
import type { BetBoostDraft } from '../model/bet-boost-draft';
import { ActiveBoosts } from './active-boosts';
import { BookmakerStep } from './bookmaker-step';
import { RaceStep, RunnersStep } from './race-runner-steps';

const STEPS = ['Select Bookmaker', 'Pick Race', 'Select Runners', 'Review & Submit'];

/** Fixed-Price Boosts (docs/product.md §2): four steps, the draft kept in browser storage until submitted. */
export function BetBoosts() {
  const toast = useToast();
  const [draft, setDraft] = useState<BetBoostDraft>(() => loadDraft());
  const [error, setError] = useState<string | null>(null);
  const [create, { isLoading }] = useCreateBetBoostsMutation();
  useEffect(() => saveDraft(draft), [draft]);
  const change = (patch: Partial<BetBoostDraft>) => {
    setDraft((d) => ({ ...d, ...patch }));
    setError(null);
  };
  const canNext = [
    draft.bookmaker !== '',
    draft.raceExtId !== '',
    draft.boosts.length > 0,
    false,
  ][draft.step];

  const submit = async () => {
    const problem = betBoostError(draft);
    if (problem) {
      setError(problem);
      toast({ title: 'Missing Fields', description: problem, variant: 'destructive' });
      return;
    }
    try {
      await create({
        bookmaker: draft.bookmaker,
        boosts: draft.boosts.map(({ raceExtId, runnerExtId, boostedOdds }) => ({
          raceExtId,
          runnerExtId,
          boostedOdds,
        })),
      }).unwrap();
      toast({ title: 'Boosts created', variant: 'success' });
      clearDraft();
      setDraft(EMPTY_DRAFT);
    } catch (failure) {
      toast({
        title: 'Failed to create boosts',
        description: serverMessage(failure, 'Failed to create boosts'),
        variant: 'destructive',
      });
    }
  };

  return (
    <Flex vertical gap="middle">
      <Card size="small" title="Fixed-Price Boosts">
        <Steps
          size="small"
          current={draft.step}
          onChange={(step) => change({ step })}
          // Steps draws each number itself: '1 Select Bookmaker' of docs/product.md §2 is number + title.
          items={STEPS.map((title) => ({ title }))}
          style={{ marginBottom: 16 }}
        />
        {draft.step === 0 && (
          <BookmakerStep value={draft.bookmaker} onChange={(bookmaker) => change({ bookmaker })} />
        )}
        {draft.step === 1 && (
          <RaceStep value={draft.raceExtId} onChange={(raceExtId) => change({ raceExtId })} />
        )}
        {draft.step === 2 && (
          <RunnersStep
            raceExtId={draft.raceExtId}
            boosts={draft.boosts}
            onChange={(boosts) => change({ boosts })}
          />
        )}
        {draft.step === 3 && (
          <Flex vertical gap="small" aria-label="Review">
            <Typography.Text>
              Bookmaker: <Typography.Text strong>{draft.bookmaker || '—'}</Typography.Text>
            </Typography.Text>
            {draft.boosts.map((b) => (
              <Typography.Text key={`${b.raceExtId}|${b.runnerExtId}`}>
                {b.raceLabel} · {b.runnerLabel} @ {b.boostedOdds.toFixed(2)}
              </Typography.Text>
            ))}
          </Flex>
        )}
        {error && <Alert style={{ marginTop: 12 }} type="error" showIcon title={error} />}
        <Flex gap="small" style={{ marginTop: 16 }} wrap>
          {draft.step > 0 && (
            <Button onClick={() => change({ step: draft.step - 1 })}>Back</Button>
          )}
          {draft.step < 3 ? (
            <Button type="primary" disabled={!canNext} onClick={() => change({ step: draft.step + 1 })}>
              Next
            </Button>
          ) : (
            <Button type="primary" loading={isLoading} onClick={submit}>
              Submit Boosts
            </Button>
          )}
          {draft.step === 2 && draft.raceExtId && (
            <Button onClick={() => change({ step: 1, raceExtId: '' })}>Add another race</Button>
          )}
        </Flex>
      </Card>
      <ActiveBoosts title="Active Boosts" include={(b) => b.boostType === 'FIXED_WIN'} />
    </Flex>
  );
}
