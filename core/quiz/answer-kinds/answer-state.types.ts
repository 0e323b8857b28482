import type { QuizFile, TextAnswerType } from '../../api/quiz.ts';

/** Chosen options of a choice question; customText is the typed text of a custom (type 2) answer. */
export interface ChoiceAnswer {
  kind: 'choice';
  /** Chosen answer ids, in the order chosen. */
  selected: number[];
  /** Text of the custom answer, when one is chosen. */
  customText: string;
}

/** A typed and/or attached answer of a text/media question. */
export interface TextAnswer {
  kind: 'text';
  /** The input kind that decides the field (none, input, area, email, date). */
  inputKind: TextAnswerType;
  /** The typed text (a date is dd.mm.yyyy). */
  text: string;
  /** Stored files; files on their way are the upload queue's (`answerUploadsOf`). */
  files: QuizFile[];
}

/** One bound pair of a matching question. */
export interface Bind {
  statementId: number;
  answerId: number;
}

/** Bound pairs of a matching question. */
export interface MatchingAnswer {
  kind: 'matching';
  /** One-to-one or many answers to one statement. */
  mode: 'one-to-one' | 'many-to-one';
  /** Statement ids in display order. */
  statementIds: number[];
  /** Answer ids in display order. */
  answerIds: number[];
  /** Bound pairs. */
  binds: Bind[];
}

/** The learner's order of a sorting question. */
export interface SortingAnswer {
  kind: 'sorting';
  /** Answer ids in the learner's order. */
  order: number[];
}

/** A letter tile of a word-from-characters question. */
export interface LetterTile {
  id: number;
  letter: string;
}

/** Slots and pool of a word-from-characters question; each tile is in exactly one place. */
export interface LettersAnswer {
  kind: 'letters';
  /** Every tile, by id. */
  tiles: LetterTile[];
  /** Answer slots: a tile id or null when empty. */
  slots: (number | null)[];
  /** Pool positions: a tile id or null once taken. */
  pool: (number | null)[];
}

/** Placed words of a word-order question. */
export interface WordOrderAnswer {
  kind: 'words';
  /** Every word id in display order. */
  wordIds: number[];
  /** Word ids placed, in sentence order. */
  placed: number[];
}

/** What the learner put into one gap. */
export interface GapEntry {
  statementId: number;
  groupId: number;
  /** The gap takes typed text (type_id 1) or a choice. */
  input: 'text' | 'choice';
  text: string;
  answerId: number | null;
}

/** Gaps of a fill-gaps or paste-word question. */
export interface GapsAnswer {
  kind: 'gaps';
  /** Every gap in display order. */
  gaps: GapEntry[];
  /** True when all answers are shared: each answer fills at most one gap, the rest form a pool. */
  sharedPool: boolean;
}

/** Dropdown choices of a choose-from-list question, per statement. */
export interface ListAnswer {
  kind: 'list';
  /** Single or multiple choice per dropdown. */
  multiple: boolean;
  /** Chosen answer ids per statement id (0 for a question without statements). */
  chosen: Record<number, number[]>;
}

/** Any learner answer state. */
export type AnswerState =
  | ChoiceAnswer
  | TextAnswer
  | MatchingAnswer
  | SortingAnswer
  | LettersAnswer
  | WordOrderAnswer
  | GapsAnswer
  | ListAnswer;
