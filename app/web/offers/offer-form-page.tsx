import { useQuery } from '@tanstack/react-query';
import { type FormEvent, useEffect, useState } from 'react';
import { useNavigate, useParams } from 'react-router';
import { ApiError } from '../../../core/api/api-error.ts';
import type { OfferRequest } from '../../../core/api/lesson-page.ts';
import { useTranslation } from '../../../ui/i18n/i18n-context.tsx';
import { PageHeader } from '../../../ui/layout/index.ts';
import { Button, Checkbox, RadioGroup, TextField } from '../../../ui/primitives/index.ts';
import { api } from '../api.ts';
import { FullPageMessage } from '../pages/full-page-message.tsx';
import styles from './offer-form-page.module.css';

type Draft = Omit<OfferRequest, 'price' | 'product_id'> & { price: string; product_id: number | null };

const EMPTY: Draft = {
  name: '',
  price: '',
  currency: 'USD',
  status: 'draft',
  product_id: null,
  lesson_ids: [],
};

/**
 * The offer create and edit pages (`/expert/payments/offers/create`, `/expert/payments/offers/edit/{id}`):
 * name, price, currency, draft or active, the course it sells and the lessons it opens (none: all).
 */
export function OfferFormPage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const { offerId } = useParams();
  const editing = offerId !== undefined;
  const [draft, setDraft] = useState<Draft>(EMPTY);
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [message, setMessage] = useState<string | null>(null);
  const [saving, setSaving] = useState(false);

  const offer = useQuery({
    queryKey: ['offer', offerId],
    enabled: editing,
    queryFn: () => api.lessonPage.offer(Number(offerId)),
  });
  const courses = useQuery({
    queryKey: ['offer-courses'],
    queryFn: () => api.courseCards({ type: 'course', per_page: 50 }),
  });
  const course = courses.data?.data.find((card) => card.id === draft.product_id);
  const lessons = useQuery({
    queryKey: ['offer-lessons', course?.slug],
    enabled: Boolean(course),
    queryFn: () => api.lessons.courseLessons(course?.slug ?? ''),
  });

  useEffect(() => {
    if (offer.data)
      setDraft({
        name: offer.data.name,
        price: String(offer.data.price),
        currency: offer.data.currency,
        status: offer.data.status,
        product_id: offer.data.product_id,
        lesson_ids: offer.data.lesson_ids,
      });
  }, [offer.data]);

  if ((editing && offer.isPending) || courses.isPending) return <FullPageMessage loading />;
  if (offer.isError) return <FullPageMessage error={offer.error} onRetry={() => void offer.refetch()} />;

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setErrors({});
    setMessage(null);
    if (draft.product_id == null) {
      setErrors({ product_id: t('lesson.offer_course_required') });
      return;
    }
    const body: OfferRequest = { ...draft, price: Number(draft.price), product_id: draft.product_id };
    setSaving(true);
    try {
      if (editing) await api.lessonPage.saveOffer(Number(offerId), body);
      else await api.lessonPage.createOffer(body);
      navigate('/expert/payments/offers');
    } catch (error) {
      if (error instanceof ApiError) {
        setMessage(error.message);
        const fields = error.errors;
        setErrors(Object.fromEntries(Object.entries(fields).map(([key, list]) => [key, list[0] ?? ''])));
      } else setMessage(String(error));
    } finally {
      setSaving(false);
    }
  };
  const toggleLesson = (id: number, on: boolean) =>
    setDraft((current) => ({
      ...current,
      lesson_ids: on ? [...current.lesson_ids, id] : current.lesson_ids.filter((one) => one !== id),
    }));

  return (
    <>
      <PageHeader title={editing ? t('lesson.offer_edit_title') : t('lesson.offer_create_title')} />
      <form className={styles.form} onSubmit={(event) => void submit(event)} noValidate>
        <TextField
          label={t('lesson.offer_name')}
          required
          value={draft.name}
          error={errors.name}
          onChange={(event) => setDraft({ ...draft, name: event.target.value })}
        />
        <div className={styles.row}>
          <TextField
            label={t('lesson.offer_price')}
            required
            inputMode="decimal"
            value={draft.price}
            error={errors.price}
            onChange={(event) => setDraft({ ...draft, price: event.target.value })}
          />
          <TextField
            label={t('lesson.offer_currency')}
            required
            maxLength={3}
            value={draft.currency}
            error={errors.currency}
            onChange={(event) => setDraft({ ...draft, currency: event.target.value.toUpperCase() })}
          />
        </div>
        <RadioGroup
          label={t('lesson.offer_status')}
          orientation="horizontal"
          value={draft.status}
          onValueChange={(value) => setDraft({ ...draft, status: value as Draft['status'] })}
          options={[
            { value: 'draft', label: t('lesson.offer_status_draft') },
            { value: 'active', label: t('lesson.offer_status_active') },
          ]}
        />
        <label className={styles.label}>
          {t('lesson.offer_course')}
          <select
            value={draft.product_id ?? ''}
            onChange={(event) =>
              setDraft({
                ...draft,
                product_id: event.target.value ? Number(event.target.value) : null,
                lesson_ids: [],
              })
            }
          >
            <option value="">{t('lesson.offer_course_choose')}</option>
            {courses.data?.data.map((card) => (
              <option key={card.id} value={card.id}>
                {card.title}
              </option>
            ))}
          </select>
        </label>
        {errors.product_id ? <p role="alert">{errors.product_id}</p> : null}
        {lessons.data ? (
          <fieldset className={styles.lessons}>
            <legend>{t('lesson.offer_lessons')}</legend>
            <p className={styles.hint}>{t('lesson.offer_lessons_hint')}</p>
            {lessons.data.lessons.map((lesson) => (
              <Checkbox
                key={lesson.id}
                label={lesson.title}
                checked={draft.lesson_ids.includes(lesson.id)}
                onCheckedChange={(on: boolean | 'indeterminate') => toggleLesson(lesson.id, on === true)}
              />
            ))}
          </fieldset>
        ) : null}
        {message ? <p role="alert">{message}</p> : null}
        <div className={styles.actions}>
          <Button variant="secondary" href="/expert/payments/offers">
            {t('lesson.offer_cancel')}
          </Button>
          <Button type="submit" loading={saving}>
            {t('lesson.offer_save')}
          </Button>
        </div>
      </form>
    </>
  );
}

export const Component = OfferFormPage;
