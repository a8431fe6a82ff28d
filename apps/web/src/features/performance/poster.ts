// Which image of a performance is its poster: the rendered poster when there is one, else the original upload.
export function posterOf(performance: {
  poster?: string | null;
  original_image?: string | null;
}): string | null {
  return performance.poster ?? performance.original_image ?? null;
}
