import { useLayoutEffect, useRef, useState } from 'react';
import styles from './matching-screen.module.css';

/** A line's colour: blue while answering, green or red in review, grey when the review shows no marks. */
export type LineTone = 'answering' | 'correct' | 'incorrect' | 'plain';

/** A bound pair to join: the statement and answer elements' keys. */
export interface MatchingLine {
  from: string;
  to: string;
  tone: LineTone;
}

interface Drawn {
  key: string;
  x1: number;
  y1: number;
  x2: number;
  y2: number;
  tone: LineTone;
}

/** Lines between bound statements (left) and answers (right), measured from the cards in the same container. */
export function MatchingLines({ lines }: { lines: MatchingLine[] }) {
  const svg = useRef<SVGSVGElement>(null);
  const [drawn, setDrawn] = useState<Drawn[]>([]);
  const signature = lines.map((line) => `${line.from}>${line.to}:${line.tone}`).join('|');
  // biome-ignore lint/correctness/useExhaustiveDependencies: the signature stands for the lines
  useLayoutEffect(() => {
    const root = svg.current?.parentElement;
    if (!root) return;
    const measure = () => {
      const box = root.getBoundingClientRect();
      const next = lines.flatMap((line) => {
        const from = root.querySelector(`[data-line-key="${line.from}"]`)?.getBoundingClientRect();
        const to = root.querySelector(`[data-line-key="${line.to}"]`)?.getBoundingClientRect();
        if (!from || !to || (from.width === 0 && to.width === 0)) return [];
        return [
          {
            key: `${line.from}-${line.to}`,
            x1: from.right - box.left,
            y1: from.top + from.height / 2 - box.top,
            x2: to.left - box.left,
            y2: to.top + to.height / 2 - box.top,
            tone: line.tone,
          },
        ];
      });
      setDrawn((current) => (JSON.stringify(current) === JSON.stringify(next) ? current : next));
    };
    measure();
    if (typeof ResizeObserver === 'undefined') return;
    const observer = new ResizeObserver(measure);
    observer.observe(root);
    return () => observer.disconnect();
  }, [signature]);
  return (
    <svg ref={svg} className={styles.lines} aria-hidden="true" focusable="false">
      {drawn.map((line) => {
        const bend = Math.max(24, (line.x2 - line.x1) / 2);
        return (
          <g key={line.key}>
            <path
              className={styles.line}
              data-tone={line.tone}
              d={`M ${line.x1} ${line.y1} C ${line.x1 + bend} ${line.y1}, ${line.x2 - bend} ${line.y2}, ${line.x2} ${line.y2}`}
            />
            <circle className={styles.dot} data-tone={line.tone} cx={line.x1} cy={line.y1} r={5} />
            <circle className={styles.dot} data-tone={line.tone} cx={line.x2} cy={line.y2} r={5} />
          </g>
        );
      })}
    </svg>
  );
}
