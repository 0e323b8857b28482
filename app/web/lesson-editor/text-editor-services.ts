import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useSelector } from '@xstate/react';
import { useCallback, useMemo, useState } from 'react';
import { PERSONAL_SETTING_KEYS, type User } from '../../../core/api/index.ts';
import type { InfoUnitTypeId } from '../../../core/lessons/index.ts';
import type { LinkTarget } from '../../../ui/editor/button-dialog.tsx';
import type { InsertedFile } from '../../../ui/editor/insert-menu.tsx';
import type { EditorPreferences } from '../../../ui/editor/rich-text-toolbar.tsx';
import { useTranslation } from '../../../ui/i18n/i18n-context.tsx';
import {
  blockTitle,
  type LessonEditorActor,
  type TextEditorServices,
} from '../../../ui/lesson-editor/index.ts';
import { api } from '../api.ts';
import { sessionKeys, useUser } from '../session/use-session.ts';
import { renderConstructorMedia } from './constructor-media.tsx';

/** A saved preference's list of strings (spec 1 §3), or none when absent or not a list of strings. */
function stringList(user: User | null | undefined, key: string): string[] {
  const value = user?.user_personal_settings.find((setting) => setting.key === key)?.value;
  return Array.isArray(value) ? value.filter((item): item is string => typeof item === 'string') : [];
}

/**
 * The constructor's text blocks' services: the person's custom font sizes and used colours from their saved
 * preferences (written back with POST /user-personal-settings, used colours only when signed in: spec 1 §6),
 * images and files through the upload queue, the school's closed groups (GET /closed-groups) and the
 * lesson's saved blocks (every section) for the button dialog's links.
 */
export function useTextEditorServicesFor(
  actor: LessonEditorActor,
  uploadFiles: (files: File[]) => Promise<InsertedFile[]>,
  importImage?: (url: string) => Promise<InsertedFile | null>,
): TextEditorServices {
  const { t } = useTranslation();
  const user = useUser().data;
  const queryClient = useQueryClient();
  const signedIn = Boolean(user);
  const [changed, setChanged] = useState<EditorPreferences | null>(null);
  const preferences = useMemo<EditorPreferences>(
    () =>
      changed ?? {
        customFontSizes: stringList(user, PERSONAL_SETTING_KEYS.customFontSizes),
        usedColors: stringList(user, PERSONAL_SETTING_KEYS.usedColors),
        allowZoom:
          user?.user_personal_settings.find((setting) => setting.key === PERSONAL_SETTING_KEYS.allowZoom)
            ?.value === true,
        signedIn,
      },
    [changed, user, signedIn],
  );
  const onPreferencesChange = useCallback(
    (next: EditorPreferences) => {
      setChanged({ ...next, signedIn });
      if (!signedIn) return;
      const settings = [
        { key: PERSONAL_SETTING_KEYS.customFontSizes, value: next.customFontSizes },
        { key: PERSONAL_SETTING_KEYS.usedColors, value: next.usedColors },
        { key: PERSONAL_SETTING_KEYS.allowZoom, value: next.allowZoom === true },
      ];
      // The editor keeps the change at once; the account copy follows and may fail quietly.
      void api
        .savePersonalSettings({ settings })
        .then(() => queryClient.invalidateQueries({ queryKey: sessionKeys.user }))
        .catch(() => undefined);
    },
    [signedIn, queryClient],
  );

  const groupsQuery = useQuery({
    queryKey: ['closed-groups'],
    queryFn: () => api.lessonEditor.closedGroups(),
    staleTime: 60_000,
  });
  const closedGroups = useMemo<LinkTarget[]>(
    () => (groupsQuery.data ?? []).map((group) => ({ id: group.id, title: group.title })),
    [groupsQuery.data],
  );

  const sections = useSelector(actor, (snapshot) => snapshot.context.lesson?.sections);
  const listed = useMemo<LinkTarget[]>(
    () =>
      (sections ?? []).flatMap((section) =>
        section.info_units.flatMap((unit, index) => {
          const { id, title, type_id } = unit as {
            id?: number | null;
            title?: string | null;
            type_id: number;
          };
          if (typeof id !== 'number') return [];
          const name = blockTitle(t, { title: title ?? null, type_id: type_id as InfoUnitTypeId }, index);
          return [{ id, title: sections && sections.length > 1 ? `${section.name} · ${name}` : name }];
        }),
      ),
    [sections, t],
  );
  // Typing changes the lesson's sections on every key, but rarely a block's id or title: the list (and the
  // services every text block reads) stays the same object while they stay the same, so the other blocks
  // of a long lesson do not render again (bench editor-keystroke).
  const signature = listed.map((block) => `${block.id}\u0000${block.title}`).join('\u0001');
  // biome-ignore lint/correctness/useExhaustiveDependencies: the list changes when its signature does
  const blocks = useMemo(() => listed, [signature]);

  return useMemo(
    () => ({
      preferences,
      onPreferencesChange,
      uploadFiles,
      importImage,
      closedGroups,
      blocks,
      renderMedia: renderConstructorMedia,
    }),
    [preferences, onPreferencesChange, uploadFiles, importImage, closedGroups, blocks],
  );
}
