import type { LoginBody, LogoutBody, SignupBody, UserEnvelope } from '@overlay/contracts';
import type { CurrentUser } from '@overlay/contracts';
import { api } from '../../../lib/api';

const readUser = ({ user }: UserEnvelope): CurrentUser => user;

export const authApi = api.injectEndpoints({
  endpoints: (build) => ({
    /** docs/product.md §7: reads 'user'; 401 or any failure means no user. */
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
    /** This browser's push endpoint, when it has one, is released with the session. */
    logout: build.mutation<null, LogoutBody>({
      query: (body) => ({ url: 'api/auth/logout', method: 'POST', body }),
    }),
  }),
});

export const {
  useMeQuery,
  useLoginMutation,
  useSignupMutation,
  useLogoutMutation,
} = authApi;
