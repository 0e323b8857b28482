import type { LessonStep } from '../../core/course-program/index.ts';

/** What the expert can do on the program page; each command is one request to the program machine. */
export interface CourseProgramCommands {
  /** Reads the program again after a failed load. */
  reload(): void;
  createSection(title: string): void;
  renameSection(sectionId: number, title: string): void;
  moveSection(sectionId: number, to: number): void;
  /** Moves a section one place up (-1) or down (+1); its new place, or null at the edge. */
  stepSection(sectionId: number, direction: -1 | 1): number | null;
  deleteSection(sectionId: number): void;
  createLesson(sectionId: number, title: string): void;
  renameLesson(lessonId: number, title: string): void;
  moveLesson(lessonId: number, sectionId: number, to: number): void;
  /** Moves a lesson one step (across a section's edge into the next); where it went, or null at the edge. */
  stepLesson(lessonId: number, direction: -1 | 1): LessonStep | null;
  deleteLesson(lessonId: number): void;
  /** Sends the failed write and what waited behind it again. */
  retry(): void;
  /** Lets the failed write go and reads the program afresh. */
  discard(): void;
  dismissNotice(): void;
}
