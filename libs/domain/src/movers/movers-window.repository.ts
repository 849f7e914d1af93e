import type { Mover, MoversWindow } from './movers';

/** Every runner of a window that moved, firming and drifting, biggest moves first. */
export interface RankedMovers {
  firming: Mover[];
  drifting: Mover[];
}

/**
 * A movers window as the leader computed it at one data version (docs/product.md, movers): any
 * instance answers `GET /api/movers` from it with one read, not a scan of the week's history.
 */
export interface StoredMoversWindow {
  window: MoversWindow;
  /** The market data version it was computed on. */
  dataVersion: number;
  /** Epoch milliseconds: the window's end. */
  computedAtMs: number;
  ranked: RankedMovers;
}

/** Port: the movers windows the leader stores after each change, one row per window. */
export abstract class MoversWindowRepository {
  /** The window as last stored, or null when none was. */
  abstract find(window: MoversWindow): Promise<StoredMoversWindow | null>;

  /** Per window a call asked for (any instance), epoch ms of the last such call; one read for all. */
  abstract wantedAt(): Promise<Map<MoversWindow, number>>;

  /** Records that a caller asked for the window at `atMs` (epoch ms). */
  abstract markWanted(window: MoversWindow, atMs: number): Promise<void>;

  /** Replaces the window's stored row (an older computation never replaces a newer one). */
  abstract save(stored: StoredMoversWindow): Promise<void>;
}
