import matchStyles from './matching-screen.module.css';
import { StatementHtml } from './statement-html.tsx';

/** A statement's face in every matching layout: its image, then its text. */
export function MatchingContent({ html, image }: { html?: string | null; image?: string | null }) {
  return (
    <>
      {image ? <img className={matchStyles.image} src={image} alt="" /> : null}
      <span className={matchStyles.cardText}>{html ? <StatementHtml html={html} /> : null}</span>
    </>
  );
}
