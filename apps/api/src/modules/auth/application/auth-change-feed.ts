import { Injectable, Logger } from '@nestjs/common';
import type { OnApplicationBootstrap, OnApplicationShutdown } from '@nestjs/common';
import { AUTH_CHANGES_CHANNEL, parseAuthChange, PostgresNotificationListener } from '@overlay/infrastructure';
import { DataSource } from 'typeorm';
import { AuthenticateSessionUseCase } from './authenticate-session.use-case';

/**
 * Listens to `overlay_auth` (database triggers on `users` and `sessions`) on a dedicated
 * connection and makes `AuthenticateSessionUseCase` forget the session checks it reuses for a
 * changed user or a deleted session, whichever instance, CLI or SQL made the change. Reuse is on
 * only while listening: off at boot until LISTEN is in place, off while the connection is lost,
 * and every check is dropped on reconnect (notifications in between are not replayed).
 */
@Injectable()
export class AuthChangeFeed implements OnApplicationBootstrap, OnApplicationShutdown {
  private readonly logger = new Logger(AuthChangeFeed.name);
  private readonly listener: PostgresNotificationListener;

  constructor(
    dataSource: DataSource,
    private readonly authenticate: AuthenticateSessionUseCase,
  ) {
    const url = dataSource.options.type === 'postgres' ? dataSource.options.url : undefined;
    if (!url) throw new Error('The auth change feed needs a PostgreSQL URL');
    this.listener = new PostgresNotificationListener({
      databaseUrl: url,
      channels: [AUTH_CHANGES_CHANNEL],
      applicationName: 'overlay-auth-feed',
      onNotification: (_channel, payload) => this.onChange(payload),
      onConnected: ({ reconnected }) => {
        if (reconnected) this.logger.log('Auth change feed reconnected');
        // setReuseEnabled after a clear: whatever was remembered before is gone.
        this.authenticate.forgetAll();
        this.authenticate.setReuseEnabled(true);
      },
      onDisconnected: (error) => {
        this.authenticate.setReuseEnabled(false);
        if (error) this.logger.warn(`Auth change feed lost (${error.message}); checking every session in the database`);
      },
    });
  }

  get isListening(): boolean {
    return this.listener.isConnected;
  }

  async onApplicationBootstrap(): Promise<void> {
    await this.listener.start();
  }

  async onApplicationShutdown(): Promise<void> {
    await this.stop();
  }

  /** Stops listening (reuse goes off); also used by tests to run without the feed. */
  async stop(): Promise<void> {
    await this.listener.close();
    this.authenticate.setReuseEnabled(false);
  }

  private onChange(payload: unknown): void {
    const change = parseAuthChange(payload);
    if (change === null) {
      // Unknown payload: forget everything rather than guess.
      this.authenticate.forgetAll();
    } else if ('userId' in change) {
      this.authenticate.forgetUser(change.userId);
    } else {
      this.authenticate.forgetSession(change.sessionId);
    }
  }
}
