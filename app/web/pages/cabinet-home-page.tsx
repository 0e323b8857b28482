import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useDeferredValue, useState } from 'react';
import type { Product } from '../../../core/api/index.ts';
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

/** The student's cabinet: every course they hold, with progress and a way back in. */
export function CabinetHomePage() {
  const { t } = useTranslation();
  const user = useUser().data;
  const [search, setSearch] = useState('');
  const query = useDeferredValue(search.trim());
  const products = useQuery({
    queryKey: sessionKeys.products(query),
    queryFn: () => api.userProducts(query ? { search: query, per_page: 100 } : { per_page: 100 }),
    placeholderData: keepPreviousData,
  });

  if (products.isPending) return <FullPageMessage loading />;
  if (products.isError)
    return <FullPageMessage error={products.error} onRetry={() => void products.refetch()} />;
  const list = products.data.data;
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
        <Grid as="ul" minItemWidth={280}>
          {list.map((product) => (
            <li key={product.id}>
              <ProductCard product={product} />
            </li>
          ))}
        </Grid>
      ) : (
        <EmptyState
          title={query ? t('cabinet.no_match', { query }) : t('cabinet.empty_title')}
          text={query ? undefined : t('cabinet.empty_text')}
        />
      )}
    </>
  );
}
