import {
  act,
  fireEvent,
  render,
  screen,
  waitFor,
} from '@testing-library/react';
import { ConfigProvider, Modal } from 'antd';
import { useState } from 'react';
import { afterEach, describe, expect, it } from 'vitest';
import {
  returnFocusAfterDialog,
  useDialogFocusReturn,
} from '../dialog-focus-return';
import { MAIN_CONTENT_ID } from '../skip-link';

const LABEL = 'EV calculation debug for "Quick" (NZ)';

function page() {
  document.body.innerHTML = `<a href="#${MAIN_CONTENT_ID}">Skip</a><main id="${MAIN_CONTENT_ID}" tabindex="-1"><button aria-label='${LABEL}'>Row</button></main>`;
  return {
    main: document.getElementById(MAIN_CONTENT_ID) as HTMLElement,
    row: document.querySelector('button') as HTMLButtonElement,
  };
}

describe('returnFocusAfterDialog (where the focus goes once a dialog has closed)', () => {
  afterEach(() => {
    document.body.innerHTML = '';
  });

  it('leaves focus where the dialog gave it back', () => {
    const { row } = page();
    row.focus();
    returnFocusAfterDialog(LABEL);
    expect(document.activeElement).toBe(row);
  });

  it('focuses the control of the same name when the opener was drawn anew', () => {
    const { main, row } = page();
    row.focus();
    const redrawn = row.cloneNode(true) as HTMLButtonElement;
    row.replaceWith(redrawn);
    expect(document.activeElement).toBe(document.body);
    returnFocusAfterDialog(LABEL);
    expect(document.activeElement).toBe(redrawn);
    expect(main.contains(redrawn)).toBe(true);
  });

  it('puts focus on the main region when no control of that name is left', () => {
    const { main, row } = page();
    row.focus();
    row.remove();
    returnFocusAfterDialog(LABEL);
    expect(document.activeElement).toBe(main);
  });

  it('puts focus on the main region when the opener had no name', () => {
    const { main, row } = page();
    row.focus();
    row.remove();
    returnFocusAfterDialog(null);
    expect(document.activeElement).toBe(main);
  });
});

/** A row whose button is drawn anew (a new key) while the dialog it opened is open. */
function RowWithDialog() {
  const [open, setOpen] = useState(false);
  const [generation, setGeneration] = useState(0);
  const returnFocus = useDialogFocusReturn(open);
  return (
    <main id={MAIN_CONTENT_ID} tabIndex={-1}>
      <button key={generation} aria-label={LABEL} onClick={() => setOpen(true)}>
        Debug
      </button>
      <Modal
        open={open}
        onCancel={() => setOpen(false)}
        afterClose={returnFocus}
        title="Debug"
      >
        <button onClick={() => setGeneration((g) => g + 1)}>Refresh</button>
      </Modal>
    </main>
  );
}

describe('useDialogFocusReturn with an antd Modal', () => {
  it('gives the focus to the redrawn opener after a refresh replaced it while the dialog was open', async () => {
    // Without motion the Modal closes at once (jsdom runs no CSS transitions to end).
    render(
      <ConfigProvider theme={{ token: { motion: false } }}>
        <RowWithDialog />
      </ConfigProvider>,
    );
    const opener = screen.getByRole('button', { name: LABEL });
    opener.focus();
    fireEvent.click(opener);
    await screen.findByRole('dialog');
    fireEvent.click(screen.getByRole('button', { name: 'Refresh' }));
    const redrawn = screen.getByRole('button', { name: LABEL, hidden: true });
    expect(redrawn).not.toBe(opener);
    act(() => {
      fireEvent.click(screen.getByRole('button', { name: 'Close' }));
    });
    await waitFor(() => expect(document.activeElement).toBe(redrawn));
  });
});
