import { Inject, Injectable, Logger } from '@nestjs/common';
import { Cron } from '@nestjs/schedule';
import { LOGIN_THROTTLE, LoginThrottleRepository, RateLimitRepository, SESSION_POLICY, SessionRepository } from '@overlay/domain';
import { TIMERS } from '../../../common/schedule/timers';
import { APP_CONFIG } from '../../../config/app-config';
import type { AppConfig } from '../../../config/app-config';
import { Clock } from '../../../common/time/clock';
import { PURGE_EXPIRED_AUTH_STATE_CRON } from './purge-expired-auth-state.schedule';

/**
 * Housekeeping only: expiry is enforced on every request whether or not this has run. The
 * deletes are idempotent, so running on several instances at once is harmless.
 */
@Injectable()
export class PurgeExpiredAuthStateJob {
  private readonly logger = new Logger(PurgeExpiredAuthStateJob.name);

  constructor(
    private readonly sessions: SessionRepository,
    private readonly throttle: LoginThrottleRepository,
    private readonly rateLimits: RateLimitRepository,
    private readonly clock: Clock,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
  ) {}

  @Cron(PURGE_EXPIRED_AUTH_STATE_CRON, { name: TIMERS.purgeExpiredAuthState })
  async handle(): Promise<void> {
    if (!this.config.jobsEnabled) return;
    try {
      await this.run();
    } catch (error) {
      this.logger.warn(`Purge failed: ${error instanceof Error ? error.message : String(error)}`);
    }
  }

  async run(): Promise<{ sessions: number; throttleKeys: number; rateLimitKeys: number }> {
    const now = this.clock.now();
    const sessions = await this.sessions.deleteExpired(now, new Date(now.getTime() - SESSION_POLICY.idleTimeoutMs));
    const longest = Math.max(
      ...Object.values(LOGIN_THROTTLE).map((policy) => Math.max(policy.windowMs, policy.lockMs)),
    );
    const throttleKeys = await this.throttle.purgeStale(new Date(now.getTime() - longest));
    // Route limits (common/throttle): a counter whose window and block have ended counts nothing.
    const rateLimitKeys = await this.rateLimits.purgeStale(now);
    return { sessions, throttleKeys, rateLimitKeys };
  }
}
