import { useQuery } from '@tanstack/react-query';
import { type FormEvent, useState } from 'react';
import { Navigate, useNavigate, useParams } from 'react-router';
import { ApiError } from '../../../core/api/api-error.ts';
import { useTranslation } from '../../../ui/i18n/i18n-context.tsx';
import { PageHeader } from '../../../ui/layout/index.ts';
import { Button, TextField } from '../../../ui/primitives/index.ts';
import { api } from '../api.ts';
import { FullPageMessage } from '../pages/full-page-message.tsx';
import styles from './offer-form-page.module.css';

/**
 * The order offer page (`/expert/crm/orders/offer/{orderId}`): `new` makes a paid order of one of the
 * school's offers for a registered contact, which subscribes them (how an expert grants a course by
 * hand); an existing order opens its history.
 */
export function OrderOfferPage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const { orderId = 'new' } = useParams();
  const [offerId, setOfferId] = useState<number | null>(null);
  const [email, setEmail] = useState('');
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [message, setMessage] = useState<string | null>(null);
  const [saving, setSaving] = useState(false);
  const offers = useQuery({
    queryKey: ['order-offers'],
    queryFn: () => api.lessonPage.offers({ page: 1, per_page: 100 }),
    enabled: orderId === 'new',
  });
  if (orderId !== 'new') return <Navigate to={`/expert/crm/orders/history/${orderId}`} replace />;
  if (offers.isPending) return <FullPageMessage loading />;
  if (offers.isError) return <FullPageMessage error={offers.error} onRetry={() => void offers.refetch()} />;
  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setErrors({});
    setMessage(null);
    if (offerId == null) {
      setErrors({ offer_id: t('lesson.order_offer_required') });
      return;
    }
    setSaving(true);
    try {
      const order = await api.lessonPage.createOrder({ offer_id: offerId, email });
      navigate(`/expert/crm/orders/history/${order.id}`);
    } catch (error) {
      if (error instanceof ApiError) {
        setMessage(error.message);
        setErrors(
          Object.fromEntries(Object.entries(error.errors).map(([key, list]) => [key, list[0] ?? ''])),
        );
      } else setMessage(String(error));
      setSaving(false);
    }
  };
  return (
    <>
      <PageHeader title={t('lesson.order_new_title')} description={t('lesson.order_new_lead')} />
      <form className={styles.form} onSubmit={(event) => void submit(event)} noValidate>
        <label className={styles.label}>
          {t('lesson.order_offer')}
          <select
            value={offerId ?? ''}
            onChange={(event) => setOfferId(event.target.value ? Number(event.target.value) : null)}
          >
            <option value="">{t('lesson.order_offer_choose')}</option>
            {offers.data.data.map((offer) => (
              <option key={offer.id} value={offer.id}>
                {`${offer.product_title}: ${offer.name} · ${offer.price} ${offer.currency}`}
              </option>
            ))}
          </select>
        </label>
        {errors.offer_id ? <p role="alert">{errors.offer_id}</p> : null}
        <TextField
          label={t('lesson.order_email')}
          type="email"
          required
          value={email}
          error={errors.email}
          onChange={(event) => setEmail(event.target.value)}
        />
        {message ? <p role="alert">{message}</p> : null}
        <div className={styles.actions}>
          <Button type="submit" loading={saving}>
            {t('lesson.order_create')}
          </Button>
        </div>
      </form>
    </>
  );
}

/** The order history page (`/expert/crm/orders/history/{id}`): the order, its contact and what happened to it. */
export function OrderHistoryPage() {
  const { t } = useTranslation();
  const { orderId = '' } = useParams();
  const order = useQuery({
    queryKey: ['order', orderId],
    queryFn: () => api.lessonPage.order(Number(orderId)),
  });
  if (order.isPending) return <FullPageMessage loading />;
  if (order.isError) return <FullPageMessage error={order.error} onRetry={() => void order.refetch()} />;
  const data = order.data;
  return (
    <>
      <PageHeader title={t('lesson.order_title', { id: String(data.id) })} />
      <dl className={styles.form}>
        <dt>{t('lesson.order_contact')}</dt>
        <dd>{`${data.user.name} (${data.user.email})`}</dd>
        <dt>{t('lesson.order_product')}</dt>
        <dd>{data.offer ? `${data.product.title}: ${data.offer.name}` : data.product.title}</dd>
        <dt>{t('lesson.order_amount')}</dt>
        <dd>{`${data.amount} ${data.currency}`}</dd>
        <dt>{t('lesson.order_status')}</dt>
        <dd>{t(`lesson.order_status_${data.status}`)}</dd>
      </dl>
      <h2>{t('lesson.order_history')}</h2>
      <ol>
        {data.history.map((entry) => (
          <li key={`${entry.event}-${entry.at}`}>
            {`${new Date(entry.at).toLocaleString()}: ${t(`lesson.order_event_${entry.event}`)}`}
          </li>
        ))}
      </ol>
    </>
  );
}
