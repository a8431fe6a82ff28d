// What a section shows while its data is on the way: a few pulsing bars, announced once to screen readers.
export function LoadingBlock({ label, rows = 3 }: { label: string; rows?: number }) {
  return (
    <div role="status" className="flex flex-col gap-3" aria-live="polite">
      <span className="sr-only">{label}</span>
      {Array.from({ length: rows }, (_, index) => (
        // biome-ignore lint/suspicious/noArrayIndexKey: placeholders have no identity
        <div key={index} aria-hidden="true" className="h-20 animate-pulse rounded-2xl bg-surface" />
      ))}
    </div>
  );
}
