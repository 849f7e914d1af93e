import { BOOKMAKERS, normaliseCustomBookmakerName } from '@overlay/domain';
import { Button, Flex, Input, Select, Space } from 'antd';
import { useState } from 'react';
import { useToast } from '../../../components/ui/toast';
import { serverMessage } from '../../../lib/api-error';
import {
  useAddBoostBookmakerMutation,
  useBoostBookmakersQuery,
} from '../api/boosts.api';
import { EXACT_MATCH_FIRST } from '../../../lib/exact-match-first';

/** Step 1 Select Bookmaker, with add custom bookmaker (non-empty after trim, Enter submits). */
export function BookmakerStep({
  value,
  onChange,
}: {
  value: string;
  onChange: (bookmaker: string) => void;
}) {
  const toast = useToast();
  const { data: known = [] } = useBoostBookmakersQuery();
  const [add, { isLoading }] = useAddBoostBookmakerMutation();
  const [custom, setCustom] = useState('');
  // The catalogue's bookmakers (docs/feeds.md); the static 17 until it has arrived.
  const names = known.length > 0 ? known : BOOKMAKERS;

  const submitCustom = async () => {
    const name = normaliseCustomBookmakerName(custom);
    if (name === null) {
      toast({ title: 'Validation error', description: 'Bookmaker name must not be empty', variant: 'destructive' });
      return;
    }
    try {
      const answer = await add(name).unwrap();
      onChange(answer?.bookmaker?.name ?? name);
      setCustom('');
    } catch (failure) {
      toast({
        title: 'Failed to add bookmaker',
        description: serverMessage(failure, 'Failed to add bookmaker'),
        variant: 'destructive',
      });
    }
  };

  return (
    <Flex vertical gap="middle" style={{ maxWidth: 480 }}>
      <Select
        aria-label="Bookmaker"
        showSearch={EXACT_MATCH_FIRST}
        placeholder="Select a bookmaker"
        value={value || undefined}
        onChange={onChange}
        options={names.map((n) => ({ value: n, label: n }))}
      />
      <Space.Compact style={{ width: '100%' }}>
        <Input
          aria-label="Custom bookmaker"
          placeholder="Add custom bookmaker"
          value={custom}
          onChange={(e) => setCustom(e.target.value)}
          onPressEnter={submitCustom}
        />
        <Button onClick={submitCustom} loading={isLoading}>
          Add
        </Button>
      </Space.Compact>
    </Flex>
  );
}
