import type { UnknownAction } from '@reduxjs/toolkit';
import { ADMIN } from '../../../testing/mock-api';
import {
  isUnauthorizedMutationError,
  sessionReducer,
} from '../api/session.slice';
import type { SessionState } from '../api/session.slice';

const signedIn: SessionState = {
  status: 'signed-in',
  user: ADMIN,
  meRequestId: null,
  meSuperseded: false,
};

function rejectedMutation(message: string): UnknownAction {
  return {
    type: 'api/executeMutation/rejected',
    payload: { status: Number(message.slice(0, 3)), message },
    meta: {
      arg: { type: 'mutation', endpointName: 'anything' },
      rejectedWithValue: true,
      requestStatus: 'rejected',
      requestId: 'r1',
    },
    error: { message: 'Rejected' },
  };
}

describe('Unit', () => {
  describe('sessionReducer', () => {
    it('should start unknown', () => {
      expect(sessionReducer(undefined, { type: 'init' })).toMatchObject({
        status: 'unknown',
        user: null,
      });
    });

    it('should clear the user when any mutation error message contains 401', () => {
      expect(
        sessionReducer(
          signedIn,
          rejectedMutation('401: {"message":"Session expired"}'),
        ),
      ).toMatchObject({
        status: 'signed-out',
        user: null,
      });
    });

    it('should keep the user on other mutation errors', () => {
      expect(sessionReducer(signedIn, rejectedMutation('500: boom'))).toBe(
        signedIn,
      );
    });

    it('should ignore a session answer that a login made stale', () => {
      // The session call 'me-1' is in flight when the login succeeds.
      let state: SessionState = {
        status: 'unknown',
        user: null,
        meRequestId: 'me-1',
        meSuperseded: false,
      };
      state = sessionReducer(state, {
        type: 'api/executeMutation/fulfilled',
        payload: ADMIN,
        meta: {
          arg: { type: 'mutation', endpointName: 'login' },
          requestStatus: 'fulfilled',
          requestId: 'l1',
        },
      } as UnknownAction);
      expect(state).toMatchObject({ status: 'signed-in', meSuperseded: true });
      state = sessionReducer(state, {
        type: 'api/executeQuery/rejected',
        payload: { status: 401, message: '401: no' },
        meta: {
          arg: { type: 'query', endpointName: 'me' },
          requestStatus: 'rejected',
          requestId: 'me-1',
          rejectedWithValue: true,
        },
        error: { message: 'Rejected' },
      } as UnknownAction);
      expect(state).toMatchObject({
        status: 'signed-in',
        user: ADMIN,
        meRequestId: null,
      });
    });
  });

  describe('isUnauthorizedMutationError', () => {
    it('should not treat a query 401 as a mutation error', () => {
      const action = rejectedMutation('401: x');
      (action.meta as { arg: { type: string } }).arg.type = 'query';
      expect(isUnauthorizedMutationError(action)).toBe(false);
    });
  });
});
