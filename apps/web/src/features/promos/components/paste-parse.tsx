import { PROMO_DEFAULTS, PROMO_ERROR_MESSAGES } from '@overlay/domain';
import type { RaceCode } from '@overlay/domain';
import type { ParsedMatch } from '@overlay/contracts';
import { Alert, Button, Flex, Input, Tag, Typography } from 'antd';
import { useState } from 'react';
import { useToast } from '../../../components/ui/toast';
import { serverMessage } from '../../../lib/api-error';
import { useResolvePromoTextMutation } from '../api/promos.api';
import type { ChosenRace } from '../model/promo-form';

interface Props {
  codes: RaceCode[];
  minRunners: number;
  onMatches: (races: ChosenRace[]) => void;
}

/** Paste & Parse: the bookmaker's text resolved by POST /api/promos/resolve-text; every warning shown. */
export function PasteParse({ codes, minRunners, onMatches }: Props) {
  const toast = useToast();
  const [text, setText] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [result, setResult] = useState<{
    matches: ParsedMatch[];
    warnings: string[];
  } | null>(null);
  const [resolve, { isLoading }] = useResolvePromoTextMutation();

  const parse = async () => {
    if (text.trim() === '') {
      setError(PROMO_ERROR_MESSAGES.PROMO_TEXT_REQUIRED);
      return;
    }
    setError(null);
    try {
      const answer = await resolve({
        text,
        within_minutes: PROMO_DEFAULTS.withinMinutes,
        codes,
        min_runners: minRunners,
      }).unwrap();
      setResult(answer);
      onMatches(answer.matches);
    } catch (failure) {
      toast({
        title: 'Error parsing text',
        description: serverMessage(failure, 'Failed to parse promo text'),
        variant: 'destructive',
      });
    }
  };

  return (
    <Flex vertical gap="small">
      <label htmlFor="promo-text">Promo text</label>
      <Input.TextArea
        id="promo-text"
        rows={4}
        value={text}
        status={error ? 'error' : undefined}
        aria-invalid={error ? true : undefined}
        placeholder="e.g. Flemington R1-R4 | Albion Park (GR) R1-R12"
        onChange={(e) => setText(e.target.value)}
      />
      {error && <Typography.Text type="danger">{error}</Typography.Text>}
      <div>
        <Button onClick={parse} loading={isLoading}>
          Parse
        </Button>
      </div>
      {result && (
        <Flex vertical gap="small" aria-label="Parse result">
          <Typography.Text>
            {result.matches.length} race
            {result.matches.length === 1 ? '' : 's'} matched
          </Typography.Text>
          <Flex wrap gap={4}>
            {result.matches.map((m) => (
              <Tag key={m.extRaceId}>
                {m.track} R{m.number} ({m.code})
              </Tag>
            ))}
          </Flex>
          {result.warnings.map((warning) => (
            <Alert key={warning} type="warning" showIcon title={warning} />
          ))}
        </Flex>
      )}
    </Flex>
  );
}
