/**
 * Request identifiers: `req_` and 32 random hex digits. Random bytes are
 * drawn in blocks, since one call to the system's generator per request
 * costs more than the rest of making the id.
 */
import { randomFillSync } from 'node:crypto';

const ID_BYTES = 16;
const IDS_PER_BLOCK = 256;
const block = Buffer.alloc(ID_BYTES * IDS_PER_BLOCK);
let next = IDS_PER_BLOCK;

/** A new request id, `req_` and 32 lower-case hex digits (128 random bits). */
export function newRequestId(): string {
  if (next === IDS_PER_BLOCK) {
    randomFillSync(block);
    next = 0;
  }
  const at = next++ * ID_BYTES;
  return `req_${block.toString('hex', at, at + ID_BYTES)}`;
}
