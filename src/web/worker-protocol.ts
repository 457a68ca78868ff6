/**
 * The messages between {@link IndexWorkerClient} (the page) and {@link exposeIndex} (the Web
 * Worker that owns the index). Values cross by structured clone, so the answers are the very
 * objects the index returns.
 */
import type { LoadProgress } from './fetch-index.js';

/** What a worker answers, by name: the index's methods, and `info` (its `info`). */
export const WORKER_METHODS = ['autocomplete', 'verify', 'lookupPostalCode', 'search', 'info'] as const;
/** One of {@link WORKER_METHODS}. */
export type WorkerMethod = (typeof WORKER_METHODS)[number];

/** Load an index in the worker: its URL (absolute) or its bytes. */
export interface LoadRequest {
  id: number;
  op: 'load';
  source: string | Uint8Array | ArrayBuffer;
  options: { dataVersion?: string; sha256?: string };
  /** Whether to post progress messages while the index downloads. */
  progress: boolean;
}

/** Call a method of the loaded index. */
export interface CallRequest {
  id: number;
  op: 'call';
  method: WorkerMethod;
  args: unknown[];
}

export type WorkerRequest = LoadRequest | CallRequest;

/** An error as it crosses: enough to make the same class again on the other side. */
export interface WorkerError {
  name: string;
  message: string;
  /** The catalogue code of an `AddressError`. */
  code?: string;
}

export type WorkerReply =
  | { id: number; ok: true; value: unknown }
  | { id: number; ok: false; error: WorkerError }
  | { id: number; progress: LoadProgress };
