import { act, render, screen } from '@testing-library/react';
import { Suspense } from 'react';
import { lazyComponent, lazyModule } from './lazy-component';

function Greeting({ name }: { name: string }) {
  return <p>Hello {name}</p>;
}

/** A module load the test settles by hand. */
function deferredLoad() {
  let settle:
    { resolve: () => void; reject: (error: Error) => void } | undefined;
  let calls = 0;
  const load = () => {
    calls += 1;
    return new Promise<typeof Greeting>((resolve, reject) => {
      settle = { resolve: () => resolve(Greeting), reject };
    });
  };
  return { load, settle: () => settle!, calls: () => calls };
}

const drawn = (element: React.ReactNode) =>
  render(<Suspense fallback={<p>Loading</p>}>{element}</Suspense>);

describe('lazyComponent', () => {
  it('draws a preloaded component in the first render, never showing the fallback', async () => {
    const module = deferredLoad();
    const Lazy = lazyComponent(module.load);
    const preloading = Lazy.preload();
    module.settle().resolve();
    await preloading;
    drawn(<Lazy name="Ada" />);
    // No await: the first commit already holds the content.
    expect(screen.getByText('Hello Ada')).toBeInTheDocument();
    expect(screen.queryByText('Loading')).not.toBeInTheDocument();
    expect(module.calls()).toBe(1);
  });

  it('shows the fallback while the chunk loads, then the component, loading it once', async () => {
    const module = deferredLoad();
    const Lazy = lazyComponent(module.load);
    drawn(<Lazy name="Grace" />);
    expect(screen.getByText('Loading')).toBeInTheDocument();
    void Lazy.preload();
    await act(async () => module.settle().resolve());
    expect(await screen.findByText('Hello Grace')).toBeInTheDocument();
    expect(module.calls()).toBe(1);
  });

  it('loads again after a failed download', async () => {
    const module = deferredLoad();
    const Lazy = lazyComponent(module.load);
    const first = Lazy.preload();
    module.settle().reject(new Error('offline'));
    await expect(first).rejects.toThrow('offline');
    const second = Lazy.preload();
    module.settle().resolve();
    await expect(second).resolves.toBe(Greeting);
    expect(module.calls()).toBe(2);
    drawn(<Lazy name="Linus" />);
    expect(screen.getByText('Hello Linus')).toBeInTheDocument();
  });

  it("draws a module's other component without suspending once one of them has loaded it", async () => {
    function Farewell({ name }: { name: string }) {
      return <p>Bye {name}</p>;
    }
    let calls = 0;
    const module = lazyModule(async () => {
      calls += 1;
      return { Greeting, Farewell };
    });
    const Hello = module.component((m) => m.Greeting);
    const Bye = module.component((m) => m.Farewell);
    await Hello.preload();
    drawn(<Bye name="Ada" />);
    expect(screen.getByText('Bye Ada')).toBeInTheDocument();
    expect(screen.queryByText('Loading')).not.toBeInTheDocument();
    expect(calls).toBe(1);
  });
});
