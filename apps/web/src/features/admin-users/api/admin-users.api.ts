import type { AdminUserChange, AdminUserResponse, AdminUserRow, AdminUsersResponse } from '@overlay/contracts';
import { api } from '../../../lib/api';

interface UpdateAdminUserArgs {
  id: string;
  change: AdminUserChange;
}

const adminUsersApi = api
  .enhanceEndpoints({ addTagTypes: ['AdminUsers'] })
  .injectEndpoints({
    endpoints: (build) => ({
      adminUsers: build.query<AdminUserRow[], void>({
        query: () => 'api/admin/users',
        transformResponse: ({ users }: AdminUsersResponse) => users,
        providesTags: ['AdminUsers'],
      }),
      updateAdminUser: build.mutation<AdminUserResponse, UpdateAdminUserArgs>({
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
