import type { CatalogueSource } from '@overlay/contracts';
import type { SourceKind } from '@overlay/domain';
import { Button, Checkbox, Flex, Input, Modal, Segmented, Typography } from 'antd';
import { useMemo, useState } from 'react';
import { useDialogFocusReturn } from '../../../components/layout/dialog-focus-return';
import { choiceOf, matchingSources, orderedChoice, sourceGroups } from '../model/bookmaker-choice';

interface BookmakerPickerProps {
  open: boolean;
  /** The bookmakers the dashboard shows now. */
  selected: readonly string[];
  /** Every bookmaker a row can show (the catalogue's switched-on bookmakers). */
  known: readonly string[];
  /** Every switched-on source, totes and exchanges included. */
  sources: readonly CatalogueSource[];
  onApply: (bookmakers: string[]) => void;
  onClose: () => void;
}

/** Why a tote or an exchange has no rows (docs/feeds.md, "The source catalogue"). */
const NOT_ROWS: Record<Exclude<SourceKind, 'bookmaker'>, { empty: string; why: string }> = {
  tote: {
    empty: 'The feed prices no totes now.',
    why: "A tote's price is an estimate of its pool's dividend, not a price you can take: totes have no rows and take no part in the fair price.",
  },
  exchange: {
    empty: 'The feed prices no exchange now.',
    why: 'An exchange is not a bookmaker: its back and lay prices set the fair price (BF Mid) and it has no rows of its own.',
  },
};

function Swatch({ colour }: { colour: string }) {
  return (
    <span
      aria-hidden
      style={{ display: 'inline-block', width: 10, height: 10, borderRadius: 2, background: colour, marginInlineEnd: 6 }}
    />
  );
}

/** A kind's name over its count: 'Bookmakers (110)' fits a phone's third of the dialog on two lines. */
function KindLabel({ name, count }: { name: string; count: number }) {
  return (
    <span style={{ display: 'inline-flex', flexDirection: 'column', lineHeight: 1.25, padding: '4px 0' }}>
      <span>{name}</span> <span style={{ fontSize: 12 }}>({count})</span>
    </span>
  );
}

/**
 * The dashboard's bookmaker filter for a catalogue of 110 and more (docs/product.md §2): a search,
 * bookmakers, totes and exchanges apart, select all or none (of the books shown, while searching),
 * applied at once so the address changes once. At least one bookmaker stays chosen.
 */
export function BookmakerPicker({ open, selected, known, sources, onApply, onClose }: BookmakerPickerProps) {
  const [chosen, setChosen] = useState(() => choiceOf(selected));
  const [kind, setKind] = useState<SourceKind>('bookmaker');
  const [search, setSearch] = useState('');
  const returnFocus = useDialogFocusReturn(open);
  const groups = useMemo(() => sourceGroups(known, sources), [known, sources]);
  const shown = useMemo(() => matchingSources(groups[kind], search), [groups, kind, search]);
  const searching = search.trim() !== '';
  const setMany = (names: readonly CatalogueSource[], on: boolean) =>
    setChosen((current) => {
      const next = new Set(current);
      for (const { name } of names) {
        if (on) next.add(name.toLowerCase());
        else next.delete(name.toLowerCase());
      }
      return next;
    });
  const choice = orderedChoice(known, chosen);
  return (
    <Modal
      open={open}
      title="Choose bookmakers"
      onCancel={onClose}
      afterClose={returnFocus}
      destroyOnHidden
      okText="Apply"
      onOk={() => onApply(choice)}
      okButtonProps={{ disabled: choice.length === 0 }}
      width={520}
    >
      <Flex vertical gap={12}>
        <Input
          allowClear
          autoFocus
          aria-label="Search bookmakers"
          placeholder="Search bookmakers"
          value={search}
          onChange={(event) => setSearch(event.target.value)}
        />
        <Segmented<SourceKind>
          block
          size="small"
          aria-label="Kind of source"
          value={kind}
          onChange={(value) => setKind(value)}
          options={[
            { value: 'bookmaker', label: <KindLabel name="Bookmakers" count={groups.bookmaker.length} /> },
            { value: 'tote', label: <KindLabel name="Totes" count={groups.tote.length} /> },
            { value: 'exchange', label: <KindLabel name="Exchanges" count={groups.exchange.length} /> },
          ]}
        />
        {kind === 'bookmaker' ? (
          <>
            <Flex justify="space-between" align="center" wrap gap={8}>
              <Typography.Text type={choice.length === 0 ? 'danger' : 'secondary'} aria-live="polite">
                {choice.length === 0
                  ? 'Choose at least one bookmaker'
                  : `${choice.length} of ${known.length} chosen`}
              </Typography.Text>
              <Flex gap={8}>
                <Button size="small" onClick={() => setMany(shown, true)} disabled={shown.length === 0}>
                  {searching ? 'Select all shown' : 'Select all'}
                </Button>
                <Button size="small" onClick={() => setMany(shown, false)} disabled={shown.length === 0}>
                  {searching ? 'Select none shown' : 'Select none'}
                </Button>
              </Flex>
            </Flex>
            <div
              role="group"
              aria-label="Bookmakers"
              style={{ maxHeight: '45vh', overflowY: 'auto', display: 'grid', gap: 4 }}
            >
              {shown.map((source) => (
                <Checkbox
                  key={source.name}
                  checked={chosen.has(source.name.toLowerCase())}
                  onChange={(event) => setMany([source], event.target.checked)}
                >
                  <Swatch colour={source.colour} />
                  {source.name}
                </Checkbox>
              ))}
              {shown.length === 0 && (
                <Typography.Text type="secondary">No bookmakers match &quot;{search.trim()}&quot;</Typography.Text>
              )}
            </div>
          </>
        ) : (
          <>
            <Typography.Paragraph type="secondary" style={{ margin: 0 }}>
              {NOT_ROWS[kind].why}
            </Typography.Paragraph>
            {groups[kind].length === 0 ? (
              <Typography.Text type="secondary">{NOT_ROWS[kind].empty}</Typography.Text>
            ) : (
              <ul aria-label={kind === 'tote' ? 'Totes' : 'Exchanges'} style={{ margin: 0, paddingInlineStart: 0, listStyle: 'none' }}>
                {shown.map((source) => (
                  <li key={source.name}>
                    <Swatch colour={source.colour} />
                    {source.name}
                  </li>
                ))}
              </ul>
            )}
          </>
        )}
      </Flex>
    </Modal>
  );
}
