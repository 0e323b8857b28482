import { act, cleanup, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import type { AnyStateMachine } from 'xstate';
import { listLeafStateIds } from '../../../core/inspector/machine-graph.ts';
import { audioPlayerMachine } from '../../../core/player/audio-player.machine.ts';
import { audioRecordingPlayerMachine } from '../../../core/player/audio-recording-player.machine.ts';
import { pdfViewerMachine } from '../../../core/player/pdf-viewer.machine.ts';
import * as audioStories from '../../../stories/player/audio-player.stories.tsx';
import * as pdfStories from '../../../stories/player/pdf-viewer.stories.tsx';
import { expectNoAxeViolations } from '../quiz/answers/render-question.tsx';

afterEach(cleanup);

/** Each resting state of the audio player, the recording player and the PDF viewer, and the story showing it. */
const MACHINES: {
  machine: AnyStateMachine;
  stories: Record<string, unknown>;
  storyOf: Record<string, string>;
}[] = [
  {
    machine: audioPlayerMachine,
    stories: { ...audioStories },
    storyOf: {
      'audioPlayer.idle': 'Idle',
      'audioPlayer.loading': 'Loading',
      'audioPlayer.playing': 'Playing',
      'audioPlayer.paused': 'Paused',
    },
  },
  {
    machine: audioRecordingPlayerMachine,
    stories: { ...audioStories },
    storyOf: {
      'audioRecordingPlayer.stopped': 'RecordingStopped',
      'audioRecordingPlayer.analysing': 'RecordingAnalysing',
      'audioRecordingPlayer.playing': 'RecordingPlaying',
    },
  },
  {
    machine: pdfViewerMachine,
    stories: { ...pdfStories },
    storyOf: {
      'pdfViewer.unavailable': 'Unavailable',
      'pdfViewer.loading': 'Loading',
      'pdfViewer.failed': 'Failed',
      'pdfViewer.loaded.browsing': 'Loaded',
      // The 250 ms typing pause passes into the search; both show the query with no count yet.
      'pdfViewer.loaded.typing': 'Searching',
      'pdfViewer.loaded.searching': 'Searching',
      'pdfViewer.loaded.found': 'SearchFound',
    },
  },
];

describe('the audio and document players’ stories', () => {
  it.each(MACHINES.map((entry) => [entry.machine.id, entry] as const))(
    '%s: a story for every state',
    (_, entry) => {
      const leaves = listLeafStateIds(entry.machine);
      expect(leaves.filter((id) => !(id in entry.storyOf))).toEqual([]);
      expect(Object.keys(entry.storyOf).filter((id) => !leaves.includes(id))).toEqual([]);
      for (const id of leaves) expect(typeof entry.stories[entry.storyOf[id] ?? ''], id).toBe('function');
    },
  );

  const shown: [string, string, () => Promise<void>][] = [
    ['audio idle', 'Idle', async () => void screen.getAllByRole('button', { name: 'Play' })],
    ['audio playing', 'Playing', async () => void screen.getByRole('button', { name: 'Pause' })],
    ['audio errors', 'Errors', async () => void screen.getAllByText(/\(Code 3\)/)],
    ['recording playing', 'RecordingPlaying', async () => void screen.getByRole('button', { name: /Stop/ })],
  ];
  it.each(shown)('%s is what its story shows, axe clean', async (_, name, check) => {
    const Story = (audioStories as Record<string, unknown>)[name] as () => React.JSX.Element;
    render(<Story />);
    await act(async () => new Promise((resolve) => setTimeout(resolve, 0)));
    await check();
    await expectNoAxeViolations();
  });

  it.each(['Loading', 'Failed', 'Loaded', 'Unavailable'])('the PDF story %s is axe clean', async (name) => {
    const Story = (pdfStories as Record<string, unknown>)[name] as () => React.JSX.Element;
    render(<Story />);
    await act(async () => new Promise((resolve) => setTimeout(resolve, 0)));
    expect(screen.getAllByRole('region', { name: 'Document: Handbook.pdf' }).length).toBeGreaterThan(0);
    await expectNoAxeViolations();
  });
});
