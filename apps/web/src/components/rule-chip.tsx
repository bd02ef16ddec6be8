/** A Comprehensive Rules citation, shown the same way everywhere. */
export function RuleChip({ rule }: { readonly rule: string | null | undefined }) {
  if (rule === null || rule === undefined || rule === '') return null;
  return (
    <span class="rule" title={`Comprehensive Rules ${rule}`}>
      CR {rule}
    </span>
  );
}
