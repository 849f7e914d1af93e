import type { ThunkDispatch, UnknownAction } from '@reduxjs/toolkit';
import { useDispatch } from 'react-redux';

/** The store's dispatch as far as a feature needs it (RTK Query thunks), without importing app/store. */
export const useAppDispatchLike =
  useDispatch.withTypes<ThunkDispatch<unknown, unknown, UnknownAction>>();
