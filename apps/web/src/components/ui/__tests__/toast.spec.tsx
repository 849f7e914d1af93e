import { act, render, screen, waitFor } from '@testing-library/react';
import {
  TOAST_CONFIG,
  TOAST_DURATION_MS,
  ToastProvider,
  useToast,
} from '../toast';
import type { ShowToast } from '../toast';

function Harness({ onReady }: { onReady: (toast: ShowToast) => void }) {
  onReady(useToast());
  return null;
}

function renderToasts() {
  let show!: ShowToast;
  render(
    <ToastProvider>
      <Harness onReady={(toast) => (show = toast)} />
    </ToastProvider>,
  );
  return (options: Parameters<ShowToast>[0]) => act(() => show(options));
}

describe('Unit', () => {
  // The toast area is a lazy chunk (toast-host.tsx, loaded with the first toast): transform it
  // once here, so a test's 1 s wait is not spent compiling antd's notification on a loaded box.
  beforeAll(() => import('../toast-host'), 60_000);

  describe('useToast', () => {
    it('should default to 5000 ms', () => {
      expect(TOAST_DURATION_MS).toBe(5000);
      // Our timer closes it, not antd's (which sets React state every frame).
      expect(TOAST_CONFIG.duration).toBe(false);
    });

    it('should not set state every animation frame while a toast is shown (it starved Suspense retries)', async () => {
      const toast = renderToasts();
      toast({ title: 'Welcome back!', description: 'signed in' });
      expect(await screen.findByText('Welcome back!')).toBeInTheDocument();
      // The notice's entrance settles first; then nothing should ask for frames.
      await new Promise((resolve) => setTimeout(resolve, 300));
      const frames = vi.spyOn(window, 'requestAnimationFrame');
      await new Promise((resolve) => setTimeout(resolve, 300));
      expect(frames).not.toHaveBeenCalled();
    });

    it('should show one toast at a time, the newest replacing the one on screen', async () => {
      const toast = renderToasts();
      toast({ title: 'First', description: 'one' });
      expect(await screen.findByText('First')).toBeInTheDocument();
      toast({ title: 'Second', description: 'two', variant: 'destructive' });
      expect(await screen.findByText('Second')).toBeInTheDocument();
      await waitFor(() =>
        expect(screen.queryByText('First')).not.toBeInTheDocument(),
      );
      expect(
        screen.getAllByRole('alert').concat(screen.queryAllByRole('status')),
      ).toHaveLength(1);
    });

    it('should keep a toast on screen when a background one comes, and let a background one be replaced', async () => {
      const toast = renderToasts();
      toast({ title: 'Welcome back!', description: 'signed in' });
      expect(await screen.findByText('Welcome back!')).toBeInTheDocument();
      toast({ title: 'Data updated', background: true });
      await new Promise((resolve) => setTimeout(resolve, 300));
      expect(screen.getByText('Welcome back!')).toBeInTheDocument();
      expect(screen.queryByText('Data updated')).not.toBeInTheDocument();

      toast({ title: 'Saved', description: 'view saved' });
      expect(await screen.findByText('Saved')).toBeInTheDocument();
      // A background toast may follow a background one (the newest refresh), and any toast
      // replaces a background one.
      vi.spyOn(Date, 'now').mockReturnValue(Date.now() + TOAST_DURATION_MS + 1);
      toast({ title: 'Data updated', background: true });
      expect(await screen.findByText('Data updated')).toBeInTheDocument();
      toast({ title: 'Error', description: 'failed', variant: 'destructive' });
      expect(await screen.findByText('Error')).toBeInTheDocument();
      vi.restoreAllMocks();
    });

    it('should mark the destructive style', async () => {
      const toast = renderToasts();
      toast({
        title: 'Login failed',
        description: 'Invalid email or password',
        variant: 'destructive',
      });
      const node = await screen.findByTestId('toast-destructive');
      expect(node).toHaveAttribute('role', 'alert');
      expect(node).toHaveTextContent('Invalid email or password');
    });
  });
});
