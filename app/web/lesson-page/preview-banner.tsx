import { useQuery } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { ApiError } from '../../../core/api/api-error.ts';
import type { PreviewSettings } from '../../../core/api/lesson-page.ts';
import { PREVIEW_SEARCH, previewSearch } from '../../../core/lesson-page/index.ts';
import { useTranslation } from '../../../ui/i18n/i18n-context.tsx';
import styles from '../../../ui/lesson-page/lesson-page.module.css';
import { Modal } from '../../../ui/modal/index.ts';
import { Button, RadioGroup, TextField } from '../../../ui/primitives/index.ts';
import { api } from '../api.ts';

type Choice = { id: number; label: string };

const messageOf = (error: unknown) =>
  error instanceof ApiError || error instanceof Error ? error.message : String(error);

/** A search field checked 800 ms after typing stops: at least 3 characters; emptying resets. */
function useDebouncedSearch() {
  const [text, setText] = useState('');
  const [state, setState] = useState<{ query: string | null; tooShort: boolean }>({
    query: null,
    tooShort: false,
  });
  useEffect(() => {
    const timer = setTimeout(
      () => setState(previewSearch(text)),
      text.trim() === '' ? 0 : PREVIEW_SEARCH.debounceMs,
    );
    return () => clearTimeout(timer);
  }, [text]);
  return { text, setText, ...state };
}

/** A list of 5 at a time with 'more', one of which is chosen. */
function ChoiceList({
  label,
  pages,
  chosen,
  onChoose,
  hasMore,
  onMore,
  loading,
  error,
}: {
  label: string;
  pages: Choice[];
  chosen: number | null;
  onChoose: (id: number) => void;
  hasMore: boolean;
  onMore: () => void;
  loading: boolean;
  error: string | null;
}) {
  const { t } = useTranslation();
  if (error) return <p role="alert">{error}</p>;
  return (
    <div>
      {pages.length === 0 && !loading ? <p className={styles.muted}>{t('lesson.nothing_found')}</p> : null}
      <RadioGroup
        label={label}
        value={chosen == null ? '' : String(chosen)}
        onValueChange={(value: string) => onChoose(Number(value))}
        options={pages.map((choice) => ({ value: String(choice.id), label: choice.label }))}
      />
      {hasMore ? (
        <Button variant="ghost" size="sm" onClick={onMore} loading={loading}>
          {t('lesson.more')}
        </Button>
      ) : null}
    </div>
  );
}

/** The expert's access-type dialog (spec 3 §2, §5): as the author, as an offer's buyer, or as a participant. */
function PreviewDialog({
  courseId,
  current,
  onClose,
}: {
  courseId: number;
  current: PreviewSettings;
  onClose: () => void;
}) {
  const { t } = useTranslation();
  const [type, setType] = useState<1 | 2 | 3>(current.type.id);
  const [chosen, setChosen] = useState<number | null>(
    type === 2 ? (current.offer?.id ?? null) : (current.user?.id ?? null),
  );
  const [pageCount, setPageCount] = useState(1);
  const [saving, setSaving] = useState(false);
  const [saveError, setSaveError] = useState<string | null>(null);
  const search = useDebouncedSearch();

  const list = useQuery({
    queryKey: ['preview-choices', courseId, type, search.query, pageCount],
    enabled: type !== 1,
    queryFn: async () => {
      const choices: Choice[] = [];
      let more = false;
      for (let page = 1; page <= pageCount; page += 1) {
        if (type === 2) {
          const answer = await api.lessonPage.offers({
            page,
            per_page: PREVIEW_SEARCH.pageSize,
            products: String(courseId),
            with_draft: '1',
            query: search.query ?? undefined,
          });
          choices.push(
            ...answer.data.map((offer) => ({
              id: offer.id,
              label: `${offer.name} · ${offer.price} ${offer.currency}`,
            })),
          );
          more = answer.links.next != null;
        } else {
          const answer = await api.lessonPage.participants(courseId, {
            page,
            limit: PREVIEW_SEARCH.pageSize,
            search: search.query ?? undefined,
          });
          choices.push(
            ...answer.data.map((user) => ({ id: user.id, label: `${user.name} (${user.email})` })),
          );
          more = answer.links.next != null;
        }
      }
      return { choices, more };
    },
  });

  const confirm = async () => {
    setSaving(true);
    setSaveError(null);
    try {
      await api.lessonPage.savePreviewSettings(courseId, {
        type,
        offer_id: type === 2 ? chosen : null,
        user_id: type === 3 ? chosen : null,
      });
      window.location.reload();
    } catch (error) {
      setSaveError(messageOf(error));
      setSaving(false);
    }
  };

  return (
    <Modal
      open
      onOpenChange={(open) => {
        if (!open) onClose();
      }}
      title={t('lesson.preview_title')}
      preventDismiss={saving}
      footer={
        <>
          <Button variant="secondary" onClick={onClose} disabled={saving}>
            {t('lesson.cancel')}
          </Button>
          <Button onClick={() => void confirm()} disabled={type !== 1 && chosen == null} loading={saving}>
            {t('lesson.confirm')}
          </Button>
        </>
      }
    >
      <div className={styles.previewForm}>
        <RadioGroup
          label={t('lesson.preview_as')}
          value={String(type)}
          onValueChange={(value: string) => {
            setType(Number(value) as 1 | 2 | 3);
            setChosen(null);
            setPageCount(1);
            search.setText('');
          }}
          options={[
            { value: '1', label: t('lesson.preview_type_1') },
            { value: '2', label: t('lesson.preview_type_2_choice') },
            { value: '3', label: t('lesson.preview_type_3_choice') },
          ]}
        />
        {type !== 1 ? (
          <>
            <TextField
              label={type === 2 ? t('lesson.search_offers') : t('lesson.search_participants')}
              type="search"
              value={search.text}
              onChange={(event) => {
                search.setText(event.target.value);
                setPageCount(1);
              }}
              error={search.tooShort ? t('lesson.search_too_short') : undefined}
            />
            <ChoiceList
              label={type === 2 ? t('lesson.offers') : t('lesson.participants')}
              pages={list.data?.choices ?? []}
              chosen={chosen}
              onChoose={setChosen}
              hasMore={list.data?.more ?? false}
              onMore={() => setPageCount((count) => count + 1)}
              loading={list.isFetching}
              error={list.isError ? messageOf(list.error) : null}
            />
          </>
        ) : null}
        {saveError ? <p role="alert">{saveError}</p> : null}
      </div>
    </Modal>
  );
}

/** The expert-only banner: how the lesson is shown to them, and the dialog to change it. */
export function PreviewBanner({ courseId, settings }: { courseId: number; settings: PreviewSettings }) {
  const { t } = useTranslation();
  const [open, setOpen] = useState(false);
  const as =
    settings.type.id === 2
      ? t('lesson.preview_type_2', { offer: settings.offer?.name ?? '' })
      : settings.type.id === 3
        ? t('lesson.preview_type_3', { user: settings.user?.name ?? '' })
        : t('lesson.preview_type_1');
  return (
    <section className={styles.banner} aria-label={t('lesson.preview_region')}>
      <span>{t('lesson.preview_banner', { as })}</span>
      <Button size="sm" variant="secondary" onClick={() => setOpen(true)}>
        {t('lesson.preview_change')}
      </Button>
      {open ? <PreviewDialog courseId={courseId} current={settings} onClose={() => setOpen(false)} /> : null}
    </section>
  );
}
