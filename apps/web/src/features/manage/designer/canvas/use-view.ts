'use client';
// Owns where the designer looks: the storefront map's view arithmetic (seat-map/viewport.ts: fit, zoom about a
// point, pan) over the plan's box, with wider limits than a buyer's map (a designer zooms into one seat and out
// past the hall's edges). The box's size is watched, so the first view fits the whole plan whatever the window.
import { useCallback, useEffect, useRef, useState } from 'react';
import type { Box } from '@/features/seat-map/seat-map-model';
import { fitView, panBy, type Size, toPlan, type View, zoomAt } from '@/features/seat-map/viewport';

const LIMITS_OF_FIT = { min: 0.2, max: 40 };

export function useView(plan: { width: number; height: number }) {
  const boxRef = useRef<HTMLDivElement>(null);
  const size = useRef<Size>({ width: 0, height: 0 });
  const [view, setView] = useState<View>({ scale: 1, x: 0, y: 0 });
  const fitted = useRef(false);
  const bounds: Box = { minX: -20, minY: -20, maxX: plan.width + 20, maxY: plan.height + 20 };
  const boundsRef = useRef(bounds);
  boundsRef.current = bounds;

  const fit = useCallback(() => setView(fitView(boundsRef.current, size.current)), []);

  useEffect(() => {
    const box = boxRef.current;
    if (!box) return;
    const observer = new ResizeObserver(([entry]) => {
      if (!entry) return;
      size.current = { width: entry.contentRect.width, height: entry.contentRect.height };
      if (!fitted.current && size.current.width > 0) {
        fitted.current = true;
        setView(fitView(boundsRef.current, size.current));
      }
    });
    observer.observe(box);
    return () => observer.disconnect();
  }, []);

  const limits = useCallback(() => {
    const whole = fitView(boundsRef.current, size.current).scale;
    return { min: whole * LIMITS_OF_FIT.min, max: whole * LIMITS_OF_FIT.max };
  }, []);

  /** Zooms by `factor` about a point of the box (its middle when not given). */
  const zoom = useCallback(
    (factor: number, at?: { x: number; y: number }) =>
      setView((current) =>
        zoomAt(current, factor, at?.x ?? size.current.width / 2, at?.y ?? size.current.height / 2, limits()),
      ),
    [limits],
  );
  const pan = useCallback((dx: number, dy: number) => setView((current) => panBy(current, dx, dy)), []);

  /** Brings a plan point to the middle of the box at the present zoom. */
  const centreOn = useCallback((point: { x: number; y: number }) => {
    setView((current) => ({
      scale: current.scale,
      x: size.current.width / 2 - point.x * current.scale,
      y: size.current.height / 2 - point.y * current.scale,
    }));
  }, []);

  /** The plan point under a pointer event's client position. */
  const planPoint = useCallback(
    (clientX: number, clientY: number) => {
      const rect = boxRef.current?.getBoundingClientRect();
      return toPlan(view, clientX - (rect?.left ?? 0), clientY - (rect?.top ?? 0));
    },
    [view],
  );

  return { boxRef, view, fit, zoom, pan, centreOn, planPoint };
}

export type DesignerView = ReturnType<typeof useView>;
