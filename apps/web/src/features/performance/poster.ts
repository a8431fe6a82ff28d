// Which image of a performance is its poster: the rendered poster when there is one, else the original upload.
type PosterSource = {
  images?: { poster: string | null; original: string | null } | null;
  original_image?: string | null;
};

export function posterOf(performance: PosterSource): string | null {
  return performance.images?.poster ?? performance.images?.original ?? performance.original_image ?? null;
}
