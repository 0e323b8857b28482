import { useQuery } from '@tanstack/react-query';
import { api } from '../api.ts';

/** How often the side menu's inbox count is asked again while a page stays open. */
const INBOX_COUNT_REFRESH_MS = 60_000;

/**
 * The number of things waiting in the expert's review inbox (unread comments and attempts on review),
 * for the side menu's badge; undefined while unknown or when the person has no inbox.
 */
export function useReviewInboxCount(enabled: boolean): number | undefined {
  const inbox = useQuery({
    queryKey: ['review-inbox', 'count'],
    queryFn: () => api.comments.inbox({ page: 1 }),
    enabled,
    refetchInterval: INBOX_COUNT_REFRESH_MS,
    retry: false,
  });
  return enabled ? inbox.data?.meta.total : undefined;
}
