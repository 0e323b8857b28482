import { cleanup, render } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { listLeafStateIds } from '../../../core/inspector/machine-graph.ts';
import { videoPlayerMachine } from '../../../core/player/video-player.machine.ts';
import * as storyModule from '../../../stories/player/video-player.stories.tsx';
import { expectNoAxeViolations } from '../quiz/answers/render-question.tsx';

afterEach(cleanup);

const stories: Record<string, unknown> = { ...storyModule };

/** The story that shows each resting state of the video player (a parallel region's state by itself). */
const STORY_OF: Record<string, keyof typeof storyModule> = {
  'videoPlayer.playback.processing': 'Processing',
  'videoPlayer.playback.resolvingMp4': 'ResolvingMp4',
  'videoPlayer.playback.refreshing': 'Refreshing',
  'videoPlayer.playback.player.uninitialised': 'Uninitialised',
  'videoPlayer.playback.player.unstarted.watching': 'Unstarted',
  'videoPlayer.playback.player.cued': 'Cued',
  'videoPlayer.playback.player.playing': 'Playing',
  'videoPlayer.playback.player.paused': 'Paused',
  'videoPlayer.playback.player.buffering': 'Buffering',
  'videoPlayer.playback.player.ended': 'Ended',
  'videoPlayer.playback.failed': 'Failed',
  'videoPlayer.menu.closed': 'Playing',
  'videoPlayer.menu.default': 'SettingsMenu',
  'videoPlayer.menu.rate': 'RateMenu',
  'videoPlayer.menu.quality': 'QualityMenu',
  'videoPlayer.controls.hidden': 'Playing',
  'videoPlayer.controls.touch': 'TouchControls',
  'videoPlayer.controls.pointer': 'FullscreenControls',
  'videoPlayer.notice.none': 'Playing',
  'videoPlayer.notice.showing': 'YouTubeErrorNotice',
};

describe('the video player’s stories', () => {
  it('show every state of its machine', () => {
    const leaves = listLeafStateIds(videoPlayerMachine);
    expect(leaves.filter((id) => !(id in STORY_OF))).toEqual([]);
    expect(Object.keys(STORY_OF).filter((id) => !leaves.includes(id))).toEqual([]);
    for (const id of leaves) expect(typeof stories[STORY_OF[id]!], id).toBe('function');
  });

  it.each(Object.entries(STORY_OF))('%s is shown by its story, axe clean', async (id, name) => {
    const Story = stories[name] as () => React.JSX.Element;
    const { container } = render(<Story />);
    const player = container.querySelector('section[aria-label^="Video:"]') as HTMLElement;
    const [, region, state, playerState] = id.split('.');
    if (region === 'playback' && state === 'player')
      expect(player.getAttribute('data-state')).toBe(playerState);
    if (region === 'playback' && state !== 'player')
      expect(player.getAttribute('data-stage')).toBe(
        { processing: 'processing', resolvingMp4: 'loading', refreshing: 'loading', failed: 'failed' }[
          state ?? ''
        ],
      );
    const menus = [...container.querySelectorAll('[role="menu"]')].map((menu) =>
      menu.getAttribute('aria-label'),
    );
    if (id === 'videoPlayer.menu.default') expect(menus[0]).toBe('Settings');
    if (id === 'videoPlayer.menu.rate') expect(menus[0]).toBe('Speed');
    if (id === 'videoPlayer.menu.quality') expect(menus[0]).toBe('Quality');
    await expectNoAxeViolations();
  });
});
