import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { successResponse } from '#shared/admin/account-schemas.ts';
import {
  addLenderUserResponse,
  lenderUsersResponse,
  resetLenderUserResponse,
  type AddLenderUserBody,
} from '#shared/admin/lender-users-schemas.ts';
import { endpointKey, endpointQuery, send } from '#web/features/admin/endpoint.ts';

// A lender's portal users (decision 099): the list, a new user, disable/enable and reset, each
// answer checked against the schema the server declares (#shared/admin/lender-users-schemas.ts).

const usersPath = (lenderId: string) => `/api/admin/lenders/${encodeURIComponent(lenderId)}/users`;

export const useLenderUsers = (lenderId: string) => useQuery(endpointQuery(lenderUsersResponse, usersPath(lenderId)));

/** Refetches the list after a change. */
export function useRefreshUsers(lenderId: string) {
  const client = useQueryClient();
  return () => client.invalidateQueries({ queryKey: endpointKey(usersPath(lenderId)) });
}

export function useAddLenderUser(lenderId: string) {
  const refresh = useRefreshUsers(lenderId);
  return useMutation({
    mutationFn: (body: AddLenderUserBody) => send(addLenderUserResponse, 'POST', usersPath(lenderId), body),
    onSuccess: refresh,
  });
}

const actionUrl = (lenderId: string, userId: string, action: string) =>
  `${usersPath(lenderId)}/${encodeURIComponent(userId)}/${action}`;

export const setUserDisabled = (lenderId: string, userId: string, disabled: boolean) =>
  send(successResponse, 'POST', actionUrl(lenderId, userId, disabled ? 'disable' : 'enable'));

export const resetUser = (lenderId: string, userId: string) =>
  send(resetLenderUserResponse, 'POST', actionUrl(lenderId, userId, 'reset'));
