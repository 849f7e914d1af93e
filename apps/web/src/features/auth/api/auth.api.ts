import type { CurrentUser } from '@overlay/domain';
import { api } from '../../../lib/api';

export interface LoginRequest {
  email: string;
  password: string;
}

export interface SignupRequest {
  name: string;
  email: string;
  password: string;
}

interface UserEnvelope {
  user: CurrentUser;
}

const readUser = (response: unknown): CurrentUser =>
  (response as UserEnvelope).user;

export const authApi = api.injectEndpoints({
  endpoints: (build) => ({
    /** Spec §7: reads 'user'; 401 or any failure means no user. */
    me: build.query<CurrentUser, void>({
      query: () => 'api/auth/me',
      transformResponse: readUser,
    }),
    login: build.mutation<CurrentUser, LoginRequest>({
      query: (body) => ({ url: 'api/auth/login', method: 'POST', body }),
      transformResponse: readUser,
    }),
    signup: build.mutation<CurrentUser, SignupRequest>({
      query: (body) => ({ url: 'api/auth/signup', method: 'POST', body }),
      transformResponse: readUser,
    }),
    logout: build.mutation<null, void>({
      query: () => ({ url: 'api/auth/logout', method: 'POST' }),
    }),
  }),
});

export const {
  useMeQuery,
  useLoginMutation,
  useSignupMutation,
  useLogoutMutation,
} = authApi;
