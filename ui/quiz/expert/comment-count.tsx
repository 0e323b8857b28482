import { useTranslation } from '../../i18n/i18n-context.tsx';
import { type IconProps, SvgIcon } from '../../icons/index.ts';
import { Tooltip } from '../../primitives/index.ts';
import styles from './question-result.module.css';

function CommentIcon(props: IconProps) {
  return (
    <SvgIcon {...props}>
      <path d="M21 12a8 8 0 0 1-11.6 7.1L4 20l1-4.6A8 8 0 1 1 21 12Z" />
    </SvgIcon>
  );
}

/** The comment icon with the result's count; the thread itself arrives with comments. */
export function CommentCount({ count }: { count: number }) {
  const { t } = useTranslation();
  const later = t('expert.quiz_review_comments_arrive_later');
  return (
    <Tooltip content={later}>
      <span
        className={styles.comments}
        role="img"
        // biome-ignore lint/a11y/noNoninteractiveTabindex: the tooltip saying where the thread will be needs keyboard focus
        tabIndex={0}
        aria-label={`${t('expert.quiz_review_comments_count', { count })}. ${later}`}
        data-comment-count={count}
      >
        <CommentIcon size={16} />
        <span aria-hidden="true">{count}</span>
      </span>
    </Tooltip>
  );
}
