import { pointsOverTime } from '../../core/account/reward-rules.ts';
import type { Product } from '../../core/api/account.ts';
import type { LoginHistoryEntry, Purchase, RewardEntry } from '../../core/api/account-security.ts';
import { useTranslation } from '../i18n/i18n-context.tsx';
import { Badge } from '../primitives/index.ts';
import styles from './account-lists.module.css';

/** The sign-ins, newest first, with this device marked; the table scrolls sideways on a phone. */
export function LoginHistoryTable({ entries }: { entries: readonly LoginHistoryEntry[] }) {
  const { t, language } = useTranslation();
  if (entries.length === 0) return <p>{t('cabinet.account_history_empty')}</p>;
  const time = new Intl.DateTimeFormat(language, { dateStyle: 'medium', timeStyle: 'short' });
  return (
    // biome-ignore lint/a11y/noNoninteractiveTabindex: a scrollable region must be reachable by keyboard (it scrolls sideways on a phone)
    <section className={styles.tableWrap} aria-label={t('cabinet.account_history_table')} tabIndex={0}>
      <table className={styles.table}>
        <thead>
          <tr>
            <th scope="col">{t('cabinet.account_history_time')}</th>
            <th scope="col">{t('cabinet.account_history_device')}</th>
            <th scope="col">{t('cabinet.account_history_browser')}</th>
            <th scope="col">{t('cabinet.account_history_ip')}</th>
            <th scope="col">{t('cabinet.account_history_place')}</th>
          </tr>
        </thead>
        <tbody>
          {entries.map((entry) => (
            <tr key={entry.id}>
              <td>
                {time.format(new Date(entry.created_at))}{' '}
                {entry.is_current ? (
                  <Badge tone="success">{t('cabinet.account_history_current')}</Badge>
                ) : null}
              </td>
              <td>{entry.device ?? ''}</td>
              <td>{[entry.browser, entry.os].filter(Boolean).join(', ')}</td>
              <td>{entry.ip ?? ''}</td>
              <td>
                {entry.place === 'Local network' ? t('cabinet.account_place_local') : (entry.place ?? '')}
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </section>
  );
}

/** The running total of points by day, drawn as a line (hand-made SVG). */
export function PointsChart({ entries }: { entries: readonly RewardEntry[] }) {
  const { t } = useTranslation();
  const points = pointsOverTime(entries);
  if (points.length === 0) return null;
  const width = 320;
  const height = 120;
  const max = Math.max(1, ...points.map((point) => point.total));
  const x = (index: number) =>
    points.length === 1 ? width / 2 : (index / (points.length - 1)) * (width - 20) + 10;
  const y = (total: number) => height - 10 - (total / max) * (height - 20);
  const line = points
    .map((point, index) => `${index === 0 ? 'M' : 'L'}${x(index)},${y(point.total)}`)
    .join(' ');
  const last = points[points.length - 1];
  return (
    <figure className={styles.chart}>
      <svg
        viewBox={`0 0 ${width} ${height}`}
        role="img"
        aria-label={`${t('cabinet.account_rewards_chart')}: ${last?.total ?? 0}`}
      >
        <path d={line} fill="none" stroke="currentColor" strokeWidth="2" />
        {points.map((point, index) => (
          <circle key={point.day} cx={x(index)} cy={y(point.total)} r="3" fill="currentColor">
            <title>{`${point.day}: ${point.total}`}</title>
          </circle>
        ))}
      </svg>
      <figcaption>{t('cabinet.account_rewards_chart')}</figcaption>
    </figure>
  );
}

/** The three sums of the rewards, the chart over every entry, and the entries of the page. */
export function RewardsSummary({
  sums,
  entries,
  chartEntries,
}: {
  sums: { sum_points: number; sum_accrued_points: number; sum_deducted_points: number };
  entries: readonly RewardEntry[];
  chartEntries: readonly RewardEntry[];
}) {
  const { t, language } = useTranslation();
  const date = new Intl.DateTimeFormat(language, { dateStyle: 'medium' });
  return (
    <>
      <dl className={styles.sums}>
        <div>
          <dt>{t('cabinet.account_points')}</dt>
          <dd>{sums.sum_points}</dd>
        </div>
        <div>
          <dt>{t('cabinet.account_accrued')}</dt>
          <dd>{sums.sum_accrued_points}</dd>
        </div>
        <div>
          <dt>{t('cabinet.account_deducted')}</dt>
          <dd>{sums.sum_deducted_points}</dd>
        </div>
      </dl>
      {entries.length === 0 ? <p>{t('cabinet.account_rewards_empty')}</p> : null}
      <PointsChart entries={chartEntries} />
      <ul className={styles.list}>
        {entries.map((entry) => (
          <li key={entry.id}>
            <strong>+{entry.points}</strong>{' '}
            {entry.kind === 'lesson_finished'
              ? t('cabinet.account_reward_lesson')
              : t('cabinet.account_reward_quiz')}
            : {entry.title} · {entry.course_title} · {date.format(new Date(entry.created_at))}
          </li>
        ))}
      </ul>
    </>
  );
}

/** The user's purchases: product, amount in its currency, status and date. */
export function PurchaseList({ purchases }: { purchases: readonly Purchase[] }) {
  const { t, language } = useTranslation();
  if (purchases.length === 0) return <p>{t('cabinet.account_purchases_empty')}</p>;
  const date = new Intl.DateTimeFormat(language, { dateStyle: 'medium' });
  const money = (purchase: Purchase) =>
    new Intl.NumberFormat(language, { style: 'currency', currency: purchase.currency }).format(
      purchase.amount,
    );
  return (
    <ul className={styles.list}>
      {purchases.map((purchase) => (
        <li key={purchase.id}>
          <strong>{purchase.title}</strong> · {money(purchase)} ·{' '}
          {t(`cabinet.account_status_${purchase.status}`)} · {date.format(new Date(purchase.created_at))}
        </li>
      ))}
    </ul>
  );
}

/** The products one holds (courses, marathons, closed groups): school, lessons done, a link into each. */
export function ProductList({ products }: { products: readonly Product[] }) {
  const { t } = useTranslation();
  if (products.length === 0) return <p>{t('cabinet.account_products_empty')}</p>;
  return (
    <ul className={styles.list}>
      {products.map((product) => (
        <li key={product.id}>
          <a href={product.url}>{product.title}</a> · {product.cabinet_name} ·{' '}
          {t('cabinet.progress', {
            done: Math.min(product.completed_lessons_count, product.lessons_count),
            total: product.lessons_count,
          })}
        </li>
      ))}
    </ul>
  );
}
