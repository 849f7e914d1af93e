import { lazy, useState } from 'react';
import type { ComponentType } from 'react';

/** A component in a chunk of its own, and the start of that chunk's download. */
export type LazyComponent<P extends object> = ComponentType<P> & {
  /** Starts the chunk's download (once; again after a failed one); resolves to the component. */
  preload: () => Promise<ComponentType<P>>;
};

/**
 * A lazily loaded module whose components draw at once, without suspending, once it is in
 * (preloaded at boot, or drawn before through any of them). React.lazy suspends on its first
 * render even when the module has loaded, and React 19 then holds the content back until 300 ms
 * after the last Suspense fallback shown anywhere on the page (its fallback throttle): the
 * dashboard's route and its table, both preloaded at boot, cost a fallback each and 550 ms of the
 * cold first row. The load state is the module's, so a screen reached from another
 * part of the same module (the live tracker's race page) does not suspend either.
 * Use it, or lazyComponent, for every lazy screen and part (apps/web/README.md, shape).
 */
export function lazyModule<M>(load: () => Promise<M>) {
  let loaded: M | undefined;
  let loading: Promise<M> | undefined;
  const preload = () => {
    loading ??= load().then(
      (module) => (loaded = module),
      (error: unknown) => {
        loading = undefined;
        throw error;
      },
    );
    return loading;
  };
  return {
    preload,
    /** One of the module's components. */
    component<P extends object>(
      pick: (module: M) => ComponentType<P>,
    ): LazyComponent<P> {
      const preloadComponent = () => preload().then(pick);
      const Suspending = lazy(() =>
        preloadComponent().then((component) => ({ default: component })),
      );
      function Lazy(props: P) {
        // Chosen once per mount: turning the suspending stand-in into the component would remount it.
        const [Component] = useState<ComponentType<P>>(() =>
          loaded === undefined ? Suspending : pick(loaded),
        );
        return <Component {...props} />;
      }
      return Object.assign(Lazy, { preload: preloadComponent });
    },
  };
}

/** A module of one component: `lazyModule(load).component((component) => component)`. */
export function lazyComponent<P extends object>(
  load: () => Promise<ComponentType<P>>,
): LazyComponent<P> {
  return lazyModule(load).component((component) => component);
}
