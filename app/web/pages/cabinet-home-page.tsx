import { keepPreviousData, useInfiniteQuery, useQueryClient } from '@tanstack/react-query';
import { useDeferredValue, useState } from 'react';
import { CABINET_PRODUCTS_PER_PAGE, type PageMeta, type Product } from '../../../core/api/index.ts';
import { useTranslation } from '../../../ui/i18n/i18n-context.tsx';
import { Grid, PageHeader } from '../../../ui/layout/index.ts';
import { Button, Card, EmptyState, ProgressBar, TextField } from '../../../ui/primitives/index.ts';
import { api } from '../api.ts';
import { CourseCover } from '../components/course-cover.tsx';
import { sessionKeys, useUser } from '../session/use-session.ts';
import styles from './cabinet-home-page.module.css';
import { FullPageMessage } from './full-page-message.tsx';

function ProductCard({ product }: { product: Product }) {
  const { t } = useTranslation();
  const total = product.lessons_count;
  const done = Math.min(product.completed_lessons_count, total);
  return (
    <Card
      padding="none"
      className={styles.card}
      media={<CourseCover title={product.title} image={product.image} />}
      title={product.title}
      headingLevel={2}
      description={t('cabinet.from_school', { school: product.cabinet_name })}
      footer={
        <Button href={product.url} variant={done > 0 ? 'primary' : 'secondary'}>
          {done > 0 ? t('cabinet.continue') : t('cabinet.start')}
        </Button>
      }
    >
      <ProgressBar
        value={done}
        max={Math.max(total, 1)}
        label={t('cabinet.progress', { done, total })}
        size="sm"
      />
    </Card>
  );
}

/** The page of products after `meta`'s, at the same size, or undefined after the last. */
export function nextProductsPage(meta: PageMeta | undefined): ProductsPage | undefined {
  return meta && meta.current_page < meta.last_page
    ? { page: meta.current_page + 1, perPage: meta.per_page }
    : undefined;
}
type UserProductsResponse = Awaited<ReturnType<typeof api.userProducts>>;
interface ProductsPage {
  page: number;
  perPage: number;
}

/**
 * The student's cabinet: the courses they hold, a page at a time ("Show more"), with progress and a way
 * back in. The first page may come seeded with the served page under `sessionKeys.products(search)`.
 */
export function CabinetHomePage() {
  const { t } = useTranslation();
  const user = useUser().data;
  const queryClient = useQueryClient();
  const [search, setSearch] = useState('');
  const query = useDeferredValue(search.trim());
  const products = useInfiniteQuery({
    queryKey: [...sessionKeys.products(query), 'pages'],
    queryFn: ({ pageParam }) =>
      api.userProducts({
        ...(query ? { search: query } : {}),
        page: pageParam.page,
        per_page: pageParam.perPage,
      }),
    initialPageParam: { page: 1, perPage: CABINET_PRODUCTS_PER_PAGE } as ProductsPage,
    getNextPageParam: (last) => nextProductsPage(last.meta),
    initialData: () => {
      const seeded = queryClient.getQueryData<UserProductsResponse>(sessionKeys.products(query));
      return seeded
        ? {
            pages: [seeded],
            pageParams: [{ page: 1, perPage: seeded.meta?.per_page ?? CABINET_PRODUCTS_PER_PAGE }],
          }
        : undefined;
    },
    initialDataUpdatedAt: () => queryClient.getQueryState(sessionKeys.products(query))?.dataUpdatedAt,
    staleTime: 30_000,
    placeholderData: keepPreviousData,
  });

  if (products.isPending) return <FullPageMessage loading />;
  if (products.isError && !products.isFetchNextPageError)
    return <FullPageMessage error={products.error} onRetry={() => void products.refetch()} />;
  const pages = products.data.pages;
  const seen = new Set<number>();
  const list = pages
    .flatMap((page) => page.data)
    .filter((product) => !seen.has(product.id) && seen.add(product.id));
  const total = pages.at(-1)?.meta?.total ?? list.length;
  const hasAny = list.length > 0 || query !== '';

  return (
    <>
      <PageHeader
        eyebrow={t('cabinet.home_title')}
        title={
          user
            ? t('cabinet.greeting', { name: user.name.split(' ')[0] ?? user.name })
            : t('cabinet.home_title')
        }
        description={t('cabinet.lead')}
      />
      {hasAny ? (
        <div className={styles.search}>
          <TextField
            label={t('cabinet.search_courses')}
            hideLabel
            type="search"
            placeholder={t('cabinet.search_courses')}
            value={search}
            onChange={(event) => setSearch(event.target.value)}
          />
        </div>
      ) : null}
      {list.length > 0 ? (
        <>
          <Grid as="ul" minItemWidth={280}>
            {list.map((product) => (
              <li key={product.id}>
                <ProductCard product={product} />
              </li>
            ))}
          </Grid>
          {products.hasNextPage || pages.length > 1 ? (
            <div className={styles.more}>
              <p className={styles.count} aria-live="polite">
                {t('cabinet.shown_of', { shown: list.length, total })}
              </p>
              {products.isFetchNextPageError ? (
                <p className={styles.error} role="alert">
                  {t('cabinet.more_failed')}
                </p>
              ) : null}
              {products.hasNextPage ? (
                <Button
                  variant="secondary"
                  loading={products.isFetchingNextPage}
                  onClick={() => void products.fetchNextPage()}
                >
                  {products.isFetchNextPageError ? t('retry') : t('cabinet.show_more')}
                </Button>
              ) : null}
            </div>
          ) : null}
        </>
      ) : (
        <EmptyState
          title={query ? t('cabinet.no_match', { query }) : t('cabinet.empty_title')}
          text={query ? undefined : t('cabinet.empty_text')}
          action={
            query ? (
              <Button variant="secondary" onClick={() => setSearch('')}>
                {t('cabinet.clear_search')}
              </Button>
            ) : undefined
          }
        />
      )}
    </>
  );
}
