import type { Story } from '@ladle/react';
import type { CSSProperties, ReactNode } from 'react';
import { Badge, Button, Card, ProgressBar, Switch } from '../../ui/primitives/index.ts';
import { brandingStyle } from '../../ui/tokens/index.ts';
import { Example, Stack, StoryFrame } from '../story-frame.tsx';

export default { title: 'Tokens' };

function Swatch({ name }: { name: string }) {
  return (
    <div style={{ display: 'flex', flexDirection: 'column', gap: 6, width: 132 }}>
      <div
        style={{
          height: 56,
          borderRadius: 'var(--radius-md)',
          background: `var(${name})`,
          boxShadow: 'inset 0 0 0 1px rgb(0 0 0 / 0.08)',
        }}
      />
      <code style={{ fontSize: 12, color: 'var(--color-text-muted)' }}>{name}</code>
    </div>
  );
}

const groups: Record<string, string[]> = {
  Brand: ['--color-brand', '--color-brand-hover', '--color-brand-active', '--color-brand-subtle'],
  Surfaces: [
    '--color-bg',
    '--color-surface',
    '--color-surface-sunken',
    '--color-border',
    '--color-border-strong',
  ],
  Text: ['--color-text', '--color-text-muted', '--color-text-subtle'],
  Status: [
    '--color-danger',
    '--color-success',
    '--color-warning',
    '--color-danger-subtle',
    '--color-success-subtle',
  ],
};

export const Colours: Story = () => (
  <StoryFrame>
    {Object.entries(groups).map(([title, names]) => (
      <Example key={title} title={title}>
        <Stack align="flex-start">
          {names.map((name) => (
            <Swatch key={name} name={name} />
          ))}
        </Stack>
      </Example>
    ))}
  </StoryFrame>
);

const type: [string, string, number][] = [
  ['3xl · page title', 'var(--font-size-3xl)', 700],
  ['2xl', 'var(--font-size-2xl)', 600],
  ['xl · modal title', 'var(--font-size-xl)', 600],
  ['lg · card title', 'var(--font-size-lg)', 600],
  ['md · body', 'var(--font-size-md)', 400],
  ['sm · hints', 'var(--font-size-sm)', 400],
  ['xs · labels', 'var(--font-size-xs)', 600],
];

export const Typography: Story = () => (
  <StoryFrame>
    <Stack direction="column" align="flex-start" gap={14}>
      {type.map(([label, size, weight]) => (
        <p
          key={label}
          style={{ fontSize: size, fontWeight: weight, letterSpacing: 'var(--letter-spacing-tight)' }}
        >
          {label}: Курс фотографії — Portrait photography
        </p>
      ))}
    </Stack>
  </StoryFrame>
);

function Sample({ title, style, children }: { title: string; style?: CSSProperties; children?: ReactNode }) {
  return (
    <div
      style={{ ...style, padding: 24, borderRadius: 16, background: 'var(--color-bg)', flex: '1 1 300px' }}
    >
      <Card padding="lg" title={title} description="The same pieces under another theme or brand.">
        <Stack direction="column" align="stretch" gap={16}>
          <ProgressBar label="Progress" value={64} tone="brand" showValue />
          <Switch label="Notifications" defaultChecked />
          <Stack>
            <Button>Continue</Button>
            <Button variant="secondary">Later</Button>
            <Badge tone="brand">New</Badge>
          </Stack>
          {children}
        </Stack>
      </Card>
    </div>
  );
}

export const ThemesAndBranding: Story = () => (
  <StoryFrame>
    <Stack align="stretch" gap={20}>
      <Sample title="Light (default)" />
      <div data-theme="dark" style={{ display: 'flex', flex: '1 1 300px', color: 'var(--color-text)' }}>
        <Sample title="Dark theme" />
      </div>
      <div data-branding="" style={{ ...brandingStyle('#0f766e'), display: 'flex', flex: '1 1 300px' }}>
        <Sample title="Cabinet branding #0f766e" />
      </div>
      <div data-branding="" style={{ ...brandingStyle('#fdd835'), display: 'flex', flex: '1 1 300px' }}>
        <Sample title="Light brand #fdd835" />
      </div>
    </Stack>
  </StoryFrame>
);
