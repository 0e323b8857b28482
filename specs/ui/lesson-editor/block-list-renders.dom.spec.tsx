import { describe, expect, it } from 'vitest';
import { fixtureBlock } from '../../../stories/lesson-editor/lesson-constructor.fixture.ts';
import { BlockList, type ConstructorBlock } from '../../../ui/lesson-editor/index.ts';
import { renderEditor } from './render-lesson-editor.tsx';

// A long lesson stays fast to type in (issue 15, bench editor-keystroke): typing changes one block, and
// only that block's card renders again, however many blocks the section holds.

const blocks = Array.from({ length: 30 }, (_, at) => fixtureBlock(3, `unit-${at + 1}`, { id: at + 1 }));
const noop = () => undefined;

function list(shown: readonly ConstructorBlock[], renderBody: (block: ConstructorBlock) => null) {
  return (
    <BlockList
      sectionName="Letters"
      blocks={shown}
      canEdit
      deleting={false}
      onMove={noop}
      onDelete={noop}
      renderBody={renderBody}
    />
  );
}

describe('the constructor’s block list', () => {
  it('renders again only the block that changed, not the other blocks of the section', () => {
    const rendered: string[] = [];
    const renderBody = (block: ConstructorBlock) => {
      rendered.push(block.key);
      return null;
    };
    const view = renderEditor(list(blocks, renderBody));
    expect(rendered).toHaveLength(blocks.length);
    rendered.length = 0;
    const typed = blocks.map((block, at) => (at === 12 ? { ...block, title: 'Vowels' } : block));
    view.rerender(list(typed, renderBody));
    expect(rendered).toEqual(['unit-13']);
  });
});
