import type { Story } from '@ladle/react';
import type { ReactNode } from 'react';
import { CodeViewer, ContentTooltip, FilesViewer, SanitizedHtml } from '../../../ui/quiz/content/index.ts';
import { letterPicture } from '../answers/fixtures.ts';
import { QuestionsI18n } from '../answers/question-story.tsx';

export default { title: 'Quiz / Content' };

function Frame({ children }: { children: ReactNode }) {
  return (
    <QuestionsI18n>
      <main style={{ padding: 'clamp(12px, 4vw, 40px)', maxWidth: 760, margin: '0 auto' }}>{children}</main>
    </QuestionsI18n>
  );
}

const lessonHtml = `
<h2>Мʼякий знак</h2>
<p>The <strong>soft sign</strong> «ь» has no sound of its own: it makes the consonant before it <em>soft</em>,
as in <code>сіль</code> (salt) and <code>день</code> (day).</p>
<ul><li>кінь — horse</li><li>учитель — teacher</li></ul>
<blockquote>Read each word aloud twice before you answer.</blockquote>
<p>More in the <a href="https://uk.wikipedia.org/wiki/Ь">encyclopedia article</a>.</p>
<img src="${letterPicture('Ь', '#3965FF', 'мʼякий знак')}" alt="The letter Ь">
<table><tr><th>hard</th><th>soft</th></tr><tr><td>брат</td><td>брать</td></tr></table>
<script>alert('stolen')</script>
<img src="x" alt="" onerror="alert('stolen')">
<a href="javascript:alert('stolen')">a trap link</a>
`;

/** Authored HTML: formatting, links opening safely, images; the script, handler and javascript: link are gone. */
export const SanitizedQuestionHtml: Story = () => (
  <Frame>
    <SanitizedHtml html={lessonHtml} />
  </Frame>
);

const code = `// Counts the soft signs in a Ukrainian word list
const words = ['сіль', 'день', 'кінь', 'брат', 'учитель'];
const soft = words.filter((word) => word.includes('ь'));
console.log(\`\${soft.length} of \${words.length} words end soft: \${soft.join(', ')}\`); // a long line scrolls sideways on phones
`;

export const CodeWithCopyButton: Story = () => (
  <Frame>
    <CodeViewer code={code} language="javascript" writeClipboard={() => Promise.resolve()} />
  </Frame>
);

export const QuestionFiles: Story = () => (
  <Frame>
    <FilesViewer
      files={[
        {
          uuid: 'img-1',
          url: letterPicture('Ї', '#0f766e', 'їжак'),
          original_name: 'їжак.svg',
          mime_type: 'image/svg+xml',
        },
        {
          uuid: 'img-2',
          url: letterPicture('Є', '#b45309', 'єнот'),
          original_name: 'єнот.svg',
          mime_type: 'image/svg+xml',
        },
        {
          uuid: 'audio-1',
          url: 'data:audio/mpeg;base64,',
          original_name: 'вимова-ї.mp3',
          mime_type: 'audio/mpeg',
        },
        {
          uuid: 'doc-1',
          url: 'https://files.example.com/alphabet.pdf',
          original_name: 'abetka-workbook.pdf',
          mime_type: 'application/pdf',
        },
        {
          uuid: 'doc-2',
          url: 'https://files.example.com/answers.docx',
          original_name: 'teacher-answers.docx',
          allow_doc_download: false,
        },
      ]}
    />
  </Frame>
);

export const TooltipOnATerm: Story = () => (
  <Frame>
    <p style={{ marginTop: 96, lineHeight: 1.6 }}>
      Find the word with an{' '}
      <ContentTooltip term="apostrophe" defaultOpen>
        In Ukrainian the apostrophe (ʼ) keeps a consonant hard before я, ю, є, ї: «пʼять», «мʼята».
      </ContentTooltip>{' '}
      in the list below.
    </p>
  </Frame>
);
