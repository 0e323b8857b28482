import type { CSSProperties, ReactNode } from 'react';

/** A padded page for a story, optionally a row or column of examples with a caption each. */
export function StoryFrame({ children, width }: { children: ReactNode; width?: number }) {
  return <div style={{ padding: 32, maxWidth: width, margin: width ? '0 auto' : undefined }}>{children}</div>;
}

/** A row (wrapping) or a column of examples. */
export function Stack({
  children,
  direction = 'row',
  gap = 16,
  align = 'center',
}: {
  children: ReactNode;
  direction?: 'row' | 'column';
  gap?: number;
  align?: CSSProperties['alignItems'];
}) {
  return (
    <div style={{ display: 'flex', flexDirection: direction, flexWrap: 'wrap', gap, alignItems: align }}>
      {children}
    </div>
  );
}

/** A labelled example inside a story. */
export function Example({ title, children }: { title: string; children: ReactNode }) {
  return (
    <section style={{ display: 'flex', flexDirection: 'column', gap: 12, marginBottom: 32 }}>
      <h2
        style={{
          fontSize: 12,
          fontWeight: 600,
          textTransform: 'uppercase',
          letterSpacing: '0.06em',
          color: 'var(--color-text-muted)',
        }}
      >
        {title}
      </h2>
      {children}
    </section>
  );
}
