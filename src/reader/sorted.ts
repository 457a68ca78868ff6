/** Search in the sorted columns of the index. */

/** Position of `value` in the ascending run `column[from, to)`, or -1. */
export function indexOfSorted(column: Uint16Array | Uint32Array, value: number, from = 0, to = column.length): number {
  let lo = from;
  let hi = to - 1;
  while (lo <= hi) {
    const mid = (lo + hi) >>> 1;
    const v = column[mid]!;
    if (v === value) return mid;
    if (v < value) lo = mid + 1;
    else hi = mid - 1;
  }
  return -1;
}
