import { render, screen } from '@testing-library/react';
import { Button, Modal } from 'antd';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { installDialogTabWrap } from './dialog-tab-wrap';

function tab(shiftKey = false): boolean {
  const event = new KeyboardEvent('keydown', { key: 'Tab', shiftKey, bubbles: true, cancelable: true });
  (document.activeElement ?? document.body).dispatchEvent(event);
  return event.defaultPrevented;
}

describe('dialog Tab wrap', () => {
  let uninstall: () => void;
  beforeEach(() => {
    uninstall = installDialogTabWrap();
  });
  afterEach(() => uninstall());

  it('Tab on the last control goes to the first, Shift+Tab on the first to the last', async () => {
    render(
      <>
        <button>Outside</button>
        <Modal open title="Debug" footer={<Button>Log bet</Button>}>
          <input aria-label="Runner" />
          <button disabled>Disabled</button>
        </Modal>
      </>,
    );
    const dialog = await screen.findByRole('dialog');
    const logBet = screen.getByRole('button', { name: 'Log bet' });
    const close = screen.getByRole('button', { name: /close/i });
    expect(dialog.contains(close)).toBe(true);

    logBet.focus();
    expect(tab()).toBe(true);
    expect(document.activeElement).toBe(close);

    expect(tab(true)).toBe(true);
    expect(document.activeElement).toBe(logBet);

    // In the middle the browser moves focus itself.
    screen.getByLabelText('Runner').focus();
    expect(tab()).toBe(false);
  });

  it('focus outside the open dialog is brought in; without a dialog Tab is left alone', async () => {
    const { unmount } = render(
      <>
        <button>Outside</button>
        <Modal open title="Debug" footer={<Button>Log bet</Button>} />
      </>,
    );
    await screen.findByRole('dialog');
    (document.activeElement as HTMLElement | null)?.blur();
    expect(tab()).toBe(true);
    expect(screen.getByRole('dialog').contains(document.activeElement)).toBe(true);
    unmount();

    render(<button>Alone</button>);
    screen.getByRole('button', { name: 'Alone' }).focus();
    expect(tab()).toBe(false);
  });
});
