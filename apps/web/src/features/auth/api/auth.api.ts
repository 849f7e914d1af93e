import type { LoginBody, SignupBody, UserEnvelope } from '@overlay/contracts';
import type { CurrentUser } from '@overlay/contracts';
import { api } from '../../../lib/api';

const readUser = (response: unknown): CurrentUser =>
  (response as UserEnvelope).user;

export const authApi = api.injectEndpoints({
  endpoints: (build) => ({
    /** Spec §7: reads 'user'; 401 or any failure means no user. */
    me: build.query<CurrentUser, void>({
      query: () => 'api/auth/me',
      transformResponse: readUser,
    }),
    login: build.mutation<CurrentUser, LoginBody>({
      query: (body) => ({ url: 'api/auth/login', method: 'POST', body }),
      transformResponse: readUser,
    }),
    signup: build.mutation<CurrentUser, SignupBody>({
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
