import type { AdminUserChange } from '@overlay/contracts';
import type { AdminUserRow } from '@overlay/contracts';
import { api } from '../../../lib/api';

interface UpdateAdminUserArgs {
  id: string;
  change: AdminUserChange;
}

/** The api may answer a bare array or {users: [...]}. */
export function readUsers(response: unknown): AdminUserRow[] {
  if (Array.isArray(response)) return response as AdminUserRow[];
  if (
    typeof response === 'object' &&
    response !== null &&
    Array.isArray((response as { users?: unknown }).users)
  ) {
    return (response as { users: AdminUserRow[] }).users;
  }
  return [];
}

const adminUsersApi = api
  .enhanceEndpoints({ addTagTypes: ['AdminUsers'] })
  .injectEndpoints({
    endpoints: (build) => ({
      adminUsers: build.query<AdminUserRow[], void>({
        query: () => 'api/admin/users',
        transformResponse: readUsers,
        providesTags: ['AdminUsers'],
      }),
      updateAdminUser: build.mutation<unknown, UpdateAdminUserArgs>({
        query: ({ id, change }) => ({
          url: `api/admin/users/${encodeURIComponent(id)}`,
          method: 'PATCH',
          body: change,
        }),
        // The row changes at once; a failure puts it back.
        async onQueryStarted({ id, change }, { dispatch, queryFulfilled }) {
          const patch = dispatch(
            adminUsersApi.util.updateQueryData(
              'adminUsers',
              undefined,
              (users) => {
                const user = users.find((row) => row.id === id);
                if (user) Object.assign(user, change);
              },
            ),
          );
          try {
            await queryFulfilled;
          } catch {
            patch.undo();
          }
        },
        invalidatesTags: ['AdminUsers'],
      }),
    }),
  });

export const { useAdminUsersQuery, useUpdateAdminUserMutation } = adminUsersApi;
