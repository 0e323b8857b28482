import { type ComponentType, createContext } from 'react';
import type { UploadTransportCallback } from '../../core/upload/index.ts';
import type { UploadQueueActor } from '../../core/upload/upload-queue.select.ts';
import type { UseUploadQueueOptions } from './use-upload-queue.ts';

/** A running queue and the panel that shows it, docked on the screen. */
export interface StartedUploadQueue {
  actor: UploadQueueActor;
  /** The panel docked at the bottom of the screen; draws nothing while the queue is empty. */
  Dock: ComponentType<{ actor: UploadQueueActor }>;
}

/**
 * What the app gives its queue's host: the transport as a plain callback (made an actor when the queue
 * starts, with the queue's code) and the file poll through the client, so the host carries no XState.
 */
export interface UploadQueueHostOptions extends Omit<UseUploadQueueOptions, 'sendFile' | 'pollFile'> {
  sendFile: UploadTransportCallback;
}

/**
 * Where the app's one upload queue lives: outside React, so it outlives the page that started it, and
 * made by the first screen that uploads. This module holds no queue code, so every page's start can
 * carry the host while the queue, its machines and its panel come with the pages that upload.
 */
export interface UploadQueueHost {
  /** The queue, started with the app's options by `start` the first time a screen asks for it. */
  open(start: (options: UploadQueueHostOptions) => StartedUploadQueue): UploadQueueActor;
  /** The started queue, or null while no screen has asked for one. */
  started(): StartedUploadQueue | null;
  /** Hears when the queue starts. */
  subscribe(listener: () => void): () => void;
}

/** A host that starts the queue on demand with the options read at that moment. */
export function createUploadQueueHost(options: () => UploadQueueHostOptions): UploadQueueHost {
  let started: StartedUploadQueue | null = null;
  const listeners = new Set<() => void>();
  return {
    open(start) {
      if (!started) {
        started = start(options());
        // After the render that asked: a listener above it must not be updated in the middle of that render.
        queueMicrotask(() => {
          for (const listener of listeners) listener();
        });
      }
      return started.actor;
    },
    started: () => started,
    subscribe(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
  };
}

/** The host of a queue that already runs (a provider that starts its own, as stories and specs do). */
export function runningUploadQueueHost(actor: UploadQueueActor): UploadQueueHost {
  return { open: () => actor, started: () => null, subscribe: () => () => undefined };
}

/** The app's upload queue host, above the routes. */
export const UploadQueueHostContext = createContext<UploadQueueHost | null>(null);
