import { useQuery } from '@tanstack/react-query';
import { Link, useSearchParams } from 'react-router';
import { useTranslation } from '../../../ui/i18n/i18n-context.tsx';
import { PageHeader } from '../../../ui/layout/index.ts';
import { Badge, Button, EmptyState } from '../../../ui/primitives/index.ts';
import { api } from '../api.ts';
import { FullPageMessage } from '../pages/full-page-message.tsx';
import styles from './offers-page.module.css';

/** Offers a page of the list shows. */
const PER_PAGE = 20;

/**
 * The school's offers (`/expert/payments/offers`): each with its course, price, whether it is on sale and
 * how many bought it, drafts included, newest first as the server lists them; a new offer from here, an
 * offer's edit page from its name; paged.
 */
export function OffersPage() {
  const { t, language } = useTranslation();
  const [search, setSearch] = useSearchParams();
  const page = Math.max(1, Number(search.get('page')) || 1);
  const offers = useQuery({
    queryKey: ['offers', page],
    queryFn: () =>
      api.lessonPage.offers({
        page,
        per_page: PER_PAGE,
        with_draft: '1',
        with_counts: '1',
        display_all: '1',
      }),
  });
  const create = <Button href="/expert/payments/offers/create">{t('lesson.offers_new')}</Button>;

  if (offers.isPending) return <FullPageMessage loading />;
  if (offers.isError) return <FullPageMessage error={offers.error} onRetry={() => void offers.refetch()} />;
  const { data, meta } = offers.data;
  const price = (amount: number, currency: string) => {
    try {
      return new Intl.NumberFormat(language, { style: 'currency', currency }).format(amount);
    } catch {
      return `${amount} ${currency}`;
    }
  };
  const goTo = (next: number) => {
    const params = new URLSearchParams(search);
    params.set('page', String(next));
    setSearch(params);
  };

  return (
    <>
      <PageHeader title={t('lesson.offers')} description={t('lesson.offers_text')} actions={create} />
      {data.length === 0 ? (
        <EmptyState
          title={t('lesson.offers_empty_title')}
          text={t('lesson.offers_empty_text')}
          action={create}
        />
      ) : (
        <>
          <ul className={styles.list} aria-label={t('lesson.offers')}>
            {data.map((offer) => (
              <li key={offer.id} className={styles.row}>
                <div className={styles.main}>
                  <Link className={styles.name} to={`/expert/payments/offers/edit/${offer.id}`}>
                    {offer.name}
                  </Link>
                  <span className={styles.course}>{offer.product_title}</span>
                </div>
                <span className={styles.price}>{price(offer.price, offer.currency)}</span>
                <Badge tone={offer.status === 'active' ? 'success' : 'neutral'}>
                  {t(offer.status === 'active' ? 'lesson.offer_status_active' : 'lesson.offer_status_draft')}
                </Badge>
                <span className={styles.count}>
                  {t('lesson.offers_bought', { count: offer.participants_count ?? 0 })}
                </span>
              </li>
            ))}
          </ul>
          {meta.last_page > 1 ? (
            <nav className={styles.pager} aria-label={t('lesson.offers_pages')}>
              <Button variant="secondary" disabled={page <= 1} onClick={() => goTo(page - 1)}>
                {t('lesson.offers_previous')}
              </Button>
              <span>{t('lesson.offers_page', { page, total: meta.last_page })}</span>
              <Button variant="secondary" disabled={page >= meta.last_page} onClick={() => goTo(page + 1)}>
                {t('lesson.offers_next')}
              </Button>
            </nav>
          ) : null}
        </>
      )}
    </>
  );
}

export { OffersPage as Component };
