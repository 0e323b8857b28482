import { describe, expect, it } from 'vitest';
import { newInfoUnit } from '../../../core/lessons/index.ts';
import {
  constructorBlockOf,
  constructorSectionsOf,
  saveStateOf,
} from '../../../ui/lesson-editor/constructor-view.ts';

describe('the constructor view of the editor’s lesson', () => {
  it('keys a saved block by its id and a new one by its place, keeping what the cards show', () => {
    const saved = { ...newInfoUnit(5), id: 41, title: 'Check', quiz_id: 7 };
    expect(constructorBlockOf(saved, 0)).toMatchObject({
      key: 'unit-41',
      type_id: 5,
      title: 'Check',
      quiz_id: 7,
    });
    expect(constructorBlockOf(newInfoUnit(3), 2)).toMatchObject({
      key: 'new-2',
      id: null,
      content: { type: 'doc', content: [{ type: 'paragraph' }] },
    });
  });

  it('keys sections the same way', () => {
    expect(
      constructorSectionsOf([
        { id: 3, name: 'Intro' },
        { id: null, name: 'Section 2' },
      ]),
    ).toEqual([
      { key: 'section-3', name: 'Intro' },
      { key: 'new-section-1', name: 'Section 2' },
    ]);
  });

  it('says saved, unsaved, saving or failed', () => {
    expect(saveStateOf('clean', false)).toBe('saved');
    expect(saveStateOf('pending', true)).toBe('unsaved');
    expect(saveStateOf('saving', true)).toBe('saving');
    expect(saveStateOf('failed', true)).toBe('failed');
    expect(saveStateOf('conflict', true)).toBe('unsaved');
  });
});
