import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { hostedEmbedUrl, videoSourceKind } from '../../../core/player/video-source.ts';

const OWN = ['lectern.test', 'cdn.lectern.test'];
const videoId = fc.stringMatching(/^[\w-]{11}$/);
const path = fc.array(fc.stringMatching(/^[a-z0-9]{1,8}$/), { maxLength: 3 }).map((parts) => parts.join('/'));
const notCompleted = fc.constantFrom('pending', 'processing', 'failed');

describe('the source-type rule (spec 2 §4 Video type)', () => {
  it('shows the processing placeholder while the video is not processed or has no source', () => {
    fc.assert(
      fc.property(fc.option(fc.webUrl(), { nil: null }), notCompleted, (url, status) => {
        expect(videoSourceKind({ url, processStatus: status }, OWN)).toEqual({ kind: 'processing' });
        expect(videoSourceKind({ url: null, processStatus: 'completed' }, OWN)).toEqual({
          kind: 'processing',
        });
      }),
    );
  });

  it('never treats our own hosts as a third-party service, whatever the path says', () => {
    fc.assert(
      fc.property(fc.constantFrom(...OWN, 'media.cdn.lectern.test'), path, videoId, (host, prefix, id) => {
        for (const trap of [`youtube.com/watch?v=${id}`, `vimeo.com/${id}`, `kinescope.io/${id}`]) {
          const kind = videoSourceKind(
            { url: `https://${host}/${prefix}/${trap}`, processStatus: 'completed' },
            OWN,
          );
          expect(['stream', 'audio']).toContain(kind.kind);
        }
      }),
    );
  });

  it('finds the video-sharing service in each of its link forms, and its id', () => {
    fc.assert(
      fc.property(videoId, fc.constantFrom('www.', 'm.', ''), (id, sub) => {
        for (const url of [
          `https://${sub}youtube.com/watch?v=${id}&t=3`,
          `https://youtu.be/${id}`,
          `https://${sub}youtube.com/embed/${id}`,
          `https://${sub}youtube.com/shorts/${id}`,
          `https://www.youtube-nocookie.com/embed/${id}`,
        ])
          expect(videoSourceKind({ url }, OWN)).toEqual({
            kind: 'video-sharing',
            service: 'youtube',
            videoId: id,
          });
      }),
    );
  });

  it('finds the second and third hosted services', () => {
    fc.assert(
      fc.property(fc.integer({ min: 1, max: 2 ** 40 }), videoId, (vimeo, kinescope) => {
        expect(videoSourceKind({ url: `https://vimeo.com/${vimeo}` }, OWN)).toEqual({
          kind: 'hosted',
          service: 'vimeo',
          videoId: String(vimeo),
        });
        expect(videoSourceKind({ url: `https://player.vimeo.com/video/${vimeo}` }, OWN)).toMatchObject({
          service: 'vimeo',
        });
        expect(videoSourceKind({ url: `https://kinescope.io/embed/${kinescope}` }, OWN)).toEqual({
          kind: 'hosted',
          service: 'kinescope',
          videoId: kinescope,
        });
      }),
    );
  });

  it('plays audio in the audio player and everything else as a stream (HLS for playlists)', () => {
    fc.assert(
      fc.property(
        path,
        fc.constantFrom('mp3', 'm4a', 'ogg', 'wav'),
        fc.boolean(),
        (prefix, ext, absolute) => {
          const base = `${absolute ? 'https://cdn.lectern.test' : ''}/${prefix ? `${prefix}/` : ''}`;
          expect(videoSourceKind({ url: `${base}a.${ext}`, processStatus: 'completed' }, OWN).kind).toBe(
            'audio',
          );
          expect(
            videoSourceKind({ url: `${base}master.m3u8`, processStatus: 'completed' }, OWN),
          ).toMatchObject({
            kind: 'stream',
            format: 'hls',
          });
          expect(videoSourceKind({ url: `${base}v.mp4`, processStatus: 'completed' }, OWN)).toMatchObject({
            kind: 'stream',
            format: 'file',
          });
          expect(
            videoSourceKind({ url: `${base}master.m3u8`, processStatus: 'completed', isAudioHls: true }, OWN),
          ).toMatchObject({ kind: 'audio', format: 'hls' });
        },
      ),
    );
  });

  it('builds each service default embed on its own host, starting at whole seconds', () => {
    fc.assert(
      fc.property(videoId, fc.double({ min: 0, max: 1e5, noNaN: true }), (id, at) => {
        expect(new URL(hostedEmbedUrl('youtube', id, at)).hostname).toBe('www.youtube-nocookie.com');
        expect(hostedEmbedUrl('youtube', id, at)).toContain(
          at >= 1 ? `start=${Math.floor(at)}` : `/embed/${id}?`,
        );
        expect(new URL(hostedEmbedUrl('vimeo', id, at)).hostname).toBe('player.vimeo.com');
        expect(new URL(hostedEmbedUrl('kinescope', id, at)).hostname).toBe('kinescope.io');
      }),
    );
  });
});
