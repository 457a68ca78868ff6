/**
 * `ro-address/http`: the specification's HTTP API over node:http, with API
 * keys, rate limits, quotas, usage, idempotency and a response cache. It calls
 * only the public `AddressIndex` API and adds only HTTP things.
 *
 * @example
 * ```ts
 * import { loadIndex } from 'ro-address';
 * import { createServer, FileKeyStore, stopOnSignals } from 'ro-address/http';
 * const server = createServer({ index: await loadIndex(), keys: new FileKeyStore('keys.json'), environment: 'live' });
 * server.listen(8080);
 * stopOnSignals(server);
 * ```
 * @packageDocumentation
 */
export { createHandler, createServer, type HttpOptions, type HttpLogger, type RequestHandler } from './server.js';
export { stopOnSignals, type StopOptions } from './shutdown.js';
export { createApiKey, hashApiKey, newCallbackSecret, MemoryKeyStore, FileKeyStore, KeyFileError, parseKeyFile, type KeyFile, type NewKey, type NewKeyOptions } from './key-store.js';
export {
  memoryStores,
  MemoryRateLimitStore,
  MemoryQuotaStore,
  MemoryUsageStore,
  MemoryIdempotencyStore,
  MemoryResponseCache,
  USAGE_RETENTION_DAYS,
  USAGE_RETENTION_MS,
  QUOTA_RETENTION_MONTHS,
  QUOTA_RETENTION_MS,
  PERMISSIONS,
  isPermission,
  type Awaitable,
  type Clock,
  type Permission,
  type ApiKeyRecord,
  type Plan,
  type Subscription,
  type OrganizationRecord,
  type KeyStore,
  type RateLimitStore,
  type QuotaStore,
  type UsageCount,
  type UsageStore,
  type IdempotencyRecord,
  type IdempotencyClaim,
  type IdempotencyMarker,
  type IdempotencyStore,
  type ResponseCache,
  type Stores,
  type MemoryStoreBounds,
  type StoreHealth,
} from './stores.js';
export { composedRequests, type RequestStore, type Admission, type AdmissionResult, type BilledCall, type SeparateStores } from './admission.js';
export { jsonAccessLog, type AccessLog, type AccessLogEntry } from './access-log.js';
export { LruCache, type LruBounds } from './cache.js';
export { namingFor, DEFAULT_LICENSE_URL, type Naming, type AttributionOptions } from './headers.js';
export { DEFAULT_RATE_LIMIT, type RateLimitOptions } from './rate-limit.js';
export { DEFAULT_PLAN } from './quota.js';
export { IDEMPOTENCY_TTL_MS } from './idempotency.js';
export { USAGE_RANGES, USAGE_GROUPS, type UsageRange, type UsageGroup, type UsageReport, type UsageRow } from './usage.js';
export { ROUTES, routeErrors, type Route, type RouteId } from './router.js';
export { openApiDocument, type OpenApiOptions } from './openapi.js';
export { PLAYGROUND_CSP, PAGE_KEY_PERMISSIONS, createPageKey, type PageKey, type PlaygroundOptions, type PlaygroundConfig } from './playground.js';
export {
  MemoryJobStore,
  FileJobStore,
  newJobId,
  isJobId,
  isUnfinished,
  JOB_STATES,
  JOB_FORMATS,
  JOB_FAILURES,
  type JobStore,
  type BatchJob,
  type JobState,
  type JobFormat,
  type JobFailure,
  type JobCounts,
  type CallbackState,
} from './job-store.js';
export { isPublicAddress, checkUrl, checkTarget, guardedRequest, readCapped, OutboundError, systemResolver, type OutboundPolicy, type OutboundFailure, type Resolver, type ResolvedAddress, type OutboundRequest, type OutboundResponse } from './outbound.js';
export { type BatchOptions } from './batch.js';
export { LocalJobQueue, type JobQueue, type JobRunner, type RunOutcome } from './job-queue.js';
export { signCallback, verifyCallbackSignature, DEFAULT_CALLBACK_RETRY, type CallbackRetry } from './callbacks.js';
