/** Exhaustiveness guard for switches over unions (style.md §5). */
export function assertNever(value: never): never {
  throw new Error(`unexpected value: ${JSON.stringify(value)}`);
}
