import type { Story } from '@ladle/react';
import { useActorRef } from '@xstate/react';
import { useMemo } from 'react';
import type { Language } from '../../core/api/index.ts';
import { type CourseProgramView, courseProgramMachine } from '../../core/course-program/index.ts';
import { CourseProgramEditor, useCourseProgram } from '../../ui/course-program/index.ts';
import { StoryFrame } from '../story-frame.tsx';
import { fixtureProgram, inertCommands, lessonHref, storyServer, viewIn } from './course-program.fixture.ts';
import { CourseProgramTexts } from './course-program-texts.tsx';

export default { title: 'Course program / Program' };

function Program({
  view,
  width,
  language,
}: {
  view: CourseProgramView;
  width?: number;
  language?: Language;
}) {
  return (
    <CourseProgramTexts language={language}>
      <StoryFrame width={width}>
        <CourseProgramEditor view={view} commands={inertCommands} lessonHref={lessonHref} />
      </StoryFrame>
    </CourseProgramTexts>
  );
}

const writing = (state: string) => ({ ready: { writing: state } });

/** The program on its way. */
export const Loading: Story = () => <Program view={viewIn('loading', { saved: null })} />;
/** The program could not be loaded: Retry. */
export const LoadFailed: Story = () => (
  <Program
    view={viewIn('loadFailed', {
      saved: null,
      error: { operation: 'load', message: 'The server could not be reached.', status: null },
    })}
  />
);
/** Sections with their lessons, all saved. */
export const Editing: Story = () => <Program view={viewIn({ ready: 'idle' })} />;
/** A course with no sections yet: the first one is added here. */
export const NoSections: Story = () => (
  <Program view={viewIn({ ready: 'idle' }, { saved: { ...fixtureProgram(), sections: [] } })} />
);
/** A lesson moved into another section: shown at once, the arrangement on its way. */
export const Moving: Story = () => (
  <Program
    view={viewIn(writing('arranging'), {
      queue: [{ type: 'lesson.move', lessonId: 101, sectionId: 13, to: 0 }],
      sendingCount: 1,
    })}
  />
);
/** A section being created: a placeholder until the server answers. */
export const CreatingSection: Story = () => (
  <Program
    view={viewIn(writing('creatingSection'), {
      queue: [{ type: 'section.create', title: 'Listening' }],
      sendingCount: 1,
    })}
  />
);
/** A section renamed: the new title at once, saving. */
export const RenamingSection: Story = () => (
  <Program
    view={viewIn(writing('renamingSection'), {
      queue: [{ type: 'section.rename', sectionId: 13, title: 'Songs and rhymes' }],
      sendingCount: 1,
    })}
  />
);
/** A section being deleted with its lessons (dimmed until the server answers). */
export const DeletingSection: Story = () => (
  <Program
    view={viewIn(writing('deletingSection'), {
      queue: [{ type: 'section.delete', sectionId: 12 }],
      sendingCount: 1,
    })}
  />
);
/** A lesson being created in a section: a placeholder row until the server answers. */
export const CreatingLesson: Story = () => (
  <Program
    view={viewIn(writing('creatingLesson'), {
      queue: [{ type: 'lesson.create', sectionId: 13, title: 'Songs' }],
      sendingCount: 1,
    })}
  />
);
/** A lesson renamed: the new title at once, saving from the lesson's version. */
export const RenamingLesson: Story = () => (
  <Program
    view={viewIn(writing('renamingLesson'), {
      queue: [{ type: 'lesson.rename', lessonId: 102, title: 'Hello and goodbye' }],
      sendingCount: 1,
    })}
  />
);
/** A lesson being deleted. */
export const DeletingLesson: Story = () => (
  <Program
    view={viewIn(writing('deletingLesson'), {
      queue: [{ type: 'lesson.delete', lessonId: 104 }],
      sendingCount: 1,
    })}
  />
);
/** A rename met a newer lesson (409): the program is read again and the person told. */
export const ReloadingAfterConflict: Story = () => (
  <Program
    view={viewIn(
      { ready: 'reloading' },
      { notice: { kind: 'lessonChanged', lessonId: 102, title: 'Hello and goodbye' } },
    )}
  />
);
/** The notice stays after the program is read again, until dismissed or the next edit. */
export const LessonChanged: Story = () => (
  <Program
    view={viewIn(
      { ready: 'idle' },
      { notice: { kind: 'lessonChanged', lessonId: 102, title: 'Hello and goodbye' } },
    )}
  />
);
/** A failed write: the program as last saved, the reason, Retry and Discard. */
export const SaveFailed: Story = () => (
  <Program
    view={viewIn(
      { ready: 'failed' },
      {
        queue: [{ type: 'lesson.move', lessonId: 101, sectionId: 13, to: 0 }],
        program: fixtureProgram(),
        error: { operation: 'arrange', message: 'The connection was lost.', status: null },
      },
    )}
  />
);
/** Lessons made before the program had sections: they move up into one. */
export const LessonsOutsideSections: Story = () => (
  <Program
    view={viewIn(
      { ready: 'idle' },
      {
        saved: {
          ...fixtureProgram(),
          lessons_without_section: [
            {
              ...fixtureProgram().sections[0]!.lessons[0]!,
              id: 150,
              title: 'An older lesson',
              course_nodeble_id: null,
            },
          ],
        },
      },
    )}
  />
);
/** Everything works against a server in memory (answers take 0.6 s): drag, Alt+Arrow, add, rename, delete. */
export const Arranging: Story = () => {
  const machine = useMemo(() => courseProgramMachine.provide({ actors: storyServer() }), []);
  const actor = useActorRef(machine, { input: { courseId: 1 } });
  const { view, commands } = useCourseProgram(actor);
  return (
    <CourseProgramTexts>
      <StoryFrame>
        <CourseProgramEditor view={view} commands={commands} lessonHref={lessonHref} />
      </StoryFrame>
    </CourseProgramTexts>
  );
};
/** The program on a 390 px phone. */
export const Phone: Story = () => <Program view={viewIn({ ready: 'idle' })} width={390} />;
/** In Ukrainian. */
export const Ukrainian: Story = () => <Program view={viewIn({ ready: 'idle' })} language="uk" />;
/** In Russian, a save failed. */
export const Russian: Story = () => (
  <Program
    view={viewIn(
      { ready: 'failed' },
      {
        queue: [{ type: 'section.move', sectionId: 13, to: 0 }],
        program: fixtureProgram(),
        error: { operation: 'arrange', message: 'Сервер недоступен.', status: 503 },
      },
    )}
    language="ru"
  />
);
