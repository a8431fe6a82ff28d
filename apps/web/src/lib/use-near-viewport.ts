'use client';
// True once the element comes within `margin` of the viewport (and from then on): heavy parts below the fold (the
// footer's form) are downloaded when the visitor gets near them, not with the page.
import { type RefObject, useEffect, useState } from 'react';

export function useNearViewport(ref: RefObject<Element | null>, margin = '400px'): boolean {
  const [near, setNear] = useState(false);
  useEffect(() => {
    const element = ref.current;
    if (near || !element) return;
    const observer = new IntersectionObserver(
      (entries) => {
        if (entries.some((entry) => entry.isIntersecting)) setNear(true);
      },
      { rootMargin: margin },
    );
    observer.observe(element);
    return () => observer.disconnect();
  }, [ref, margin, near]);
  return near;
}
