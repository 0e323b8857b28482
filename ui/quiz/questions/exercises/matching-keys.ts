import type { UniqueIdentifier } from '@dnd-kit/core';

/** A statement's or an answer's side in a matching question. */
export type MatchingSide = 'statement' | 'answer';

/** The drop (and line) key of a statement. */
export const statementKey = (id: number) => `statement-${id}`;

/** The drag (and line) key of an answer. */
export const answerKey = (id: number) => `answer-${id}`;

/** The statement or answer id a key was made from. */
export const idOf = (key: UniqueIdentifier) => Number(String(key).split('-')[1]);

/** Which side a key was made for. */
export const sideOf = (key: UniqueIdentifier): MatchingSide =>
  String(key).startsWith('statement') ? 'statement' : 'answer';
