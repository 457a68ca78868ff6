/**
 * Arrays built in one elements kind whichever tier of V8 runs the code that builds them.
 *
 * `Array.prototype.map` gives a packed array when the interpreter runs it and a holey one
 * (`new Array(length)` filled in) once TurboFan has inlined it into an optimized caller. An array
 * that leaves the function that mapped it (the folded words of a part, the candidates of a search)
 * then reaches its readers in two shapes: code optimized while the callers still ran in the
 * interpreter checks for the packed map only and is thrown away (a `wrong map` deoptimization) when
 * the first holey one arrives, and compiled again. Over a worker's first 60,000 rows that was about
 * half of the `wrong map` deoptimizations of verify (speed14 in bench/RESULTS.md).
 */

/**
 * `items.map(fn)`, as a packed array in every tier: a copy of `items` (its length, no holes)
 * overwritten in place, so no more memory than `map` takes and no array grown by `push`.
 */
export function mapped<T, U>(items: readonly T[], fn: (item: T, index: number) => U): U[] {
  // The copy holds T's until each is overwritten by its U: the cast is what this function is for.
  const out = items.slice() as unknown[] as U[];
  for (let i = 0; i < out.length; i++) out[i] = fn(items[i]!, i);
  return out;
}
