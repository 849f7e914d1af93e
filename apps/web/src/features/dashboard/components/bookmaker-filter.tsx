import type { CatalogueSource } from '@overlay/contracts';
import { Button, Typography } from 'antd';
import { Suspense, useState } from 'react';
import { lazyComponent } from '../../../lib/lazy-component';

/** The chooser opens on a click: its chunk (a dialog, the checkbox list) is not in the first screen. */
const BookmakerPicker = lazyComponent(() => import('./bookmaker-picker').then((m) => m.BookmakerPicker));

const PREVIEW = 3;

interface BookmakerFilterProps {
  selected: readonly string[];
  known: readonly string[];
  sources: readonly CatalogueSource[];
  onChange: (bookmakers: string[]) => void;
}

/**
 * The filter panel's bookmaker control (docs/product.md §2): which books are chosen when not all,
 * and the button that opens the chooser (BookmakerPicker). Each opening starts from the current
 * choice; applying it writes the address once.
 */
export function BookmakerFilter({ selected, known, sources, onChange }: BookmakerFilterProps) {
  const [opening, setOpening] = useState(0);
  const [open, setOpen] = useState(false);
  const all = selected.length >= known.length;
  const more = selected.length - PREVIEW;
  return (
    <>
      {!all && (
        <Typography.Text type="secondary" style={{ fontSize: 12 }}>
          {selected.slice(0, PREVIEW).join(', ')}
          {more > 0 ? ` and ${more} more` : ''}
        </Typography.Text>
      )}
      <Button
        block
        aria-haspopup="dialog"
        onClick={() => {
          setOpening((n) => n + 1);
          setOpen(true);
        }}
        onPointerEnter={() => void BookmakerPicker.preload()}
        onFocus={() => void BookmakerPicker.preload()}
      >
        Choose bookmakers
      </Button>
      {opening > 0 && (
        <Suspense fallback={null}>
          <BookmakerPicker
            key={opening}
            open={open}
            selected={selected}
            known={known}
            sources={sources}
            onClose={() => setOpen(false)}
            onApply={(bookmakers) => {
              setOpen(false);
              onChange(bookmakers);
            }}
          />
        </Suspense>
      )}
    </>
  );
}
