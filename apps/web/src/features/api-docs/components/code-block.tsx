/** A request or response example; long lines scroll sideways instead of widening the page. */
export function CodeBlock({ label, code }: { label: string; code: string }) {
  return (
    <figure className="api-code">
      <figcaption className="api-code__label">{label}</figcaption>
      <pre className="api-code__body" tabIndex={0} aria-label={label}>
        <code>{code}</code>
      </pre>
    </figure>
  );
}
