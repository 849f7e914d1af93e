import type { CurrentUser } from '@overlay/domain';

/** `POST /api/auth/login`. */
export interface LoginBody {
  email: string;
  password: string;
}

/** `POST /api/auth/logout`: this browser's push endpoint, released with the session. */
export interface LogoutBody {
  pushEndpoint?: string;
}

/** `POST /api/auth/signup`. */
export interface SignupBody {
  name: string;
  email: string;
  password: string;
}

/** The reply of `GET /api/auth/me`, login and signup. */
export interface UserEnvelope {
  user: CurrentUser;
}
