/** A JSON value, short on one line or pretty-printed in a block. */
export function JsonInline({ value }: { readonly value: unknown }) {
  return <code class="json">{value === undefined ? '—' : JSON.stringify(value)}</code>;
}

export function JsonBlock({ value }: { readonly value: unknown }) {
  return <pre class="json-block">{JSON.stringify(value, null, 2)}</pre>;
}
