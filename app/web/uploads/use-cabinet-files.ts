import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import type { FileFlagsRequest, ListedFile } from '../../../core/api/index.ts';
import type { UploadQueueView } from '../../../core/upload/index.ts';
import { FILE_POLL_INTERVAL_MS } from '../../../core/upload/index.ts';
import { api } from '../api.ts';
import { useUser } from '../session/use-session.ts';

/** Query key of the current school's file list. */
export const cabinetFilesKey = ['cabinet-files'] as const;

/** Whether the worker may still change the file (so the list keeps asking). */
export function isProcessing(file: Pick<ListedFile, 'process_status'>): boolean {
  return file.process_status === 'pending' || file.process_status === 'processing';
}

/**
 * The school's files, newest first; asked again every 2 s while any is still processing, and
 * whenever an upload of the queue reaches the file service or finishes.
 */
export function useCabinetFiles(queue: UploadQueueView) {
  const queryClient = useQueryClient();
  const files = useQuery({
    queryKey: cabinetFilesKey,
    queryFn: async () => (await api.cabinetFiles({ per_page: 100 })).data,
    refetchInterval: (query) => (query.state.data?.some(isProcessing) ? FILE_POLL_INTERVAL_MS : false),
  });
  const arrived = queue.tasks
    .filter((task) => task.view.status === 'checking' || task.view.status === 'completed')
    .map((task) => `${task.id}:${task.view.status}`)
    .join(',');
  useEffect(() => {
    if (arrived) void queryClient.invalidateQueries({ queryKey: cabinetFilesKey });
  }, [arrived, queryClient]);
  return files;
}

/** Deletes files with the person's id and hash (spec 1 §7), then refreshes the list. */
export function useDeleteFiles() {
  const queryClient = useQueryClient();
  const user = useUser().data;
  return useMutation({
    mutationFn: async (uuids: string[]) => {
      if (!user) throw new Error('Not signed in.');
      return api.deleteFiles({ files: uuids, user_id: String(user.id), user_id_hash: user.id_hash });
    },
    onSettled: () => queryClient.invalidateQueries({ queryKey: cabinetFilesKey }),
  });
}

/** Saves a document's preview or download switch (spec 1 §4, §6) and shows it in the list at once. */
export function useSaveFileFlags() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ uuid, flags }: { uuid: string; flags: FileFlagsRequest }) =>
      api.saveFileFlags(uuid, flags),
    onMutate: async ({ uuid, flags }) => {
      await queryClient.cancelQueries({ queryKey: cabinetFilesKey });
      const before = queryClient.getQueryData<ListedFile[]>(cabinetFilesKey);
      queryClient.setQueryData<ListedFile[]>(cabinetFilesKey, (files) =>
        files?.map((file) => (file.uuid === uuid ? { ...file, ...flags } : file)),
      );
      return { before };
    },
    onError: (_error, _input, context) => {
      if (context?.before) queryClient.setQueryData(cabinetFilesKey, context.before);
    },
    onSettled: () => queryClient.invalidateQueries({ queryKey: cabinetFilesKey }),
  });
}
