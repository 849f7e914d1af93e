import type { User } from '@overlay/domain';
import type { Request } from 'express';

/** What the session guard attaches to a request it let through. */
export interface RequestAuth {
  user: User;
  /** Stored id (SHA-256 of the cookie token) of the session the request came with. */
  sessionId: string;
}

export type AuthenticatedRequest = Request & { auth?: RequestAuth };

/** Where a request came from, stored with the session and used as the throttle's address key. */
export interface ClientInfo {
  ip: string;
  userAgent: string | null;
}

export function clientInfo(request: Request): ClientInfo {
  const userAgent = request.get('user-agent');
  return {
    // With `trust proxy` set to loopback, req.ip is X-Forwarded-For's client only behind a local proxy.
    ip: request.ip ?? request.socket.remoteAddress ?? 'unknown',
    userAgent: userAgent ? userAgent.slice(0, 512) : null,
  };
}
