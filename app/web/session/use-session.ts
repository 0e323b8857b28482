import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { ApiError, type LoginRequest, type RegisterRequest, type User } from '../../../core/api/index.ts';
import { SESSION_QUERY_KEYS } from '../../../core/navigation/index.ts';
import { api, csrfToken } from '../api.ts';

/** The session's query keys: one list with the server's page-start table (core/navigation/route-boot-queries.ts). */
export const sessionKeys = SESSION_QUERY_KEYS;

/**
 * The signed-in user, `null` when signed out (401), undefined while loading. Without the session's
 * readable CSRF cookie (set and cleared with the httpOnly session cookie) there is no session to ask
 * about: signed out at once, with no call and no 401 in the console or the log (docs/performance.md).
 */
export function useUser() {
  return useQuery({
    queryKey: sessionKeys.user,
    queryFn: async (): Promise<User | null> => {
      if (!csrfToken()) return null;
      try {
        return (await api.user()).data;
      } catch (error) {
        if (error instanceof ApiError && error.status === 401) return null;
        throw error;
      }
    },
    staleTime: 60_000,
  });
}

/** Cabinets for the switcher and the current one. */
export function useProfileMenu(enabled = true) {
  return useQuery({
    queryKey: sessionKeys.menu,
    queryFn: async () => (await api.profileMenu()).data,
    enabled,
    staleTime: 60_000,
  });
}

/** The permission strings of the current cabinet. */
export function usePermissions(enabled = true) {
  return useQuery({
    queryKey: sessionKeys.permissions,
    queryFn: async () => (await api.permissions()).data,
    enabled,
    staleTime: 60_000,
  });
}

/** Sign in, sign up and sign out; each resets what the previous session had loaded. */
export function useAuthActions() {
  const queryClient = useQueryClient();
  const signedIn = (user: User) => {
    queryClient.removeQueries();
    queryClient.setQueryData(sessionKeys.user, user);
  };
  return {
    login: useMutation({
      mutationFn: async (body: LoginRequest) => (await api.login(body)).data,
      onSuccess: signedIn,
    }),
    register: useMutation({
      mutationFn: async (body: RegisterRequest) => (await api.register(body)).data,
      onSuccess: signedIn,
    }),
    logout: useMutation({
      mutationFn: () => api.logout(),
      onSettled: () => {
        queryClient.removeQueries();
        queryClient.setQueryData(sessionKeys.user, null);
      },
    }),
    switchCabinet: useMutation({
      mutationFn: async (cabinetId: number) => (await api.switchCabinet({ cabinet_id: cabinetId })).data,
      onSuccess: (menu) => {
        queryClient.setQueryData(sessionKeys.menu, menu);
        void queryClient.invalidateQueries({ queryKey: sessionKeys.permissions });
        void queryClient.invalidateQueries({ queryKey: sessionKeys.user });
      },
    }),
  };
}
