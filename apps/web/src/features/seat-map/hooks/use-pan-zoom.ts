'use client';
// Zoom and pan of the map with pointer events, one code path for mouse, pen and touch: the wheel zooms about the
// cursor, one pointer drags, two pinch (zoom about their middle and pan with it); a press that hardly moved is a
// tap, handed to the caller. The view is written straight onto the SVG layer's transform (no React render of 1,500
// seats per frame); React only hears about scale changes, batched per animation frame, for what depends on it
// (the zoom buttons, label sizes). The map's box has `touch-action: none`, so the browser leaves touches to us.
// Until the visitor moves the view, a resize keeps the first view (viewport.ts startView) or the whole hall.
import { type PointerEvent as ReactPointerEvent, useCallback, useEffect, useRef, useState } from 'react';
import type { Box } from '../seat-map-model';
import {
  clampView,
  ensureVisible,
  fitPart,
  fitView,
  panBy,
  type Size,
  scaleLimits,
  startView,
  toPlan,
  type View,
  wheelFactor,
  zoomAt,
} from '../viewport';

export type Point = { x: number; y: number };
export type ZoomState = { scale: number; min: number; max: number };

/** Movement (CSS px) under which a press is still a tap; fingers wobble more than mice. */
const TAP_SLOP = { mouse: 4, pen: 6, touch: 10 } as const;

type Gesture = { start: Point; last: Point; moved: boolean; multi: boolean };
type Pinch = { distance: number; middle: Point; view: View };
/** What a resize keeps: the first view, the whole hall, or (null) wherever the visitor has taken the view. */
type Home = 'start' | 'whole' | null;

export function usePanZoom(options: {
  bounds: Box;
  pitch: number;
  /** The plan point at the top centre of a phone's first view (viewport.ts startView). */
  startTop: Point;
  onTap: (point: Point, pointerType: string) => void;
  onHover?: (point: Point | null) => void;
}) {
  const { bounds, pitch, startTop } = options;
  const boxRef = useRef<HTMLDivElement>(null);
  const layerRef = useRef<SVGGElement>(null);
  const view = useRef<View>({ scale: 1, x: 0, y: 0 });
  const size = useRef<Size>({ width: 0, height: 0 });
  const home = useRef<Home>('start');
  const frame = useRef(0);
  const pointers = useRef(new Map<number, Point>());
  const gesture = useRef<Gesture | null>(null);
  const pinch = useRef<Pinch | null>(null);
  const callbacks = useRef(options);
  callbacks.current = options;
  const [zoom, setZoom] = useState<ZoomState>({ scale: 1, min: 0, max: Number.POSITIVE_INFINITY });

  const limits = useCallback(() => scaleLimits(bounds, size.current, pitch), [bounds, pitch]);

  const commit = useCallback(
    (next: View) => {
      const clamped = clampView(next, bounds, size.current);
      view.current = clamped;
      layerRef.current?.setAttribute(
        'transform',
        `translate(${clamped.x.toFixed(2)} ${clamped.y.toFixed(2)}) scale(${clamped.scale.toFixed(5)})`,
      );
      cancelAnimationFrame(frame.current);
      frame.current = requestAnimationFrame(() => {
        const { min, max } = limits();
        setZoom((current) =>
          current.scale === clamped.scale && current.min === min && current.max === max
            ? current
            : { scale: clamped.scale, min, max },
        );
      });
    },
    [bounds, limits],
  );

  const fit = useCallback(() => {
    home.current = 'whole';
    commit(fitView(bounds, size.current));
  }, [bounds, commit]);

  const start = useCallback(() => {
    home.current = 'start';
    commit(startView(bounds, size.current, pitch, startTop));
  }, [bounds, pitch, startTop, commit]);

  /** Shows one part of the plan (a section): all of it, or on a phone its middle at a finger's size. */
  const showPart = useCallback(
    (part: Box, focus: Point) => {
      home.current = null;
      commit(fitPart(part, size.current, limits(), pitch, focus));
    },
    [commit, limits, pitch],
  );

  const zoomBy = useCallback(
    (factor: number, at?: Point) => {
      const point = at ?? { x: size.current.width / 2, y: size.current.height / 2 };
      home.current = null;
      commit(zoomAt(view.current, factor, point.x, point.y, limits()));
    },
    [commit, limits],
  );

  /** Zooms in (never out) until a seat pitch is `pitchPx` wide, keeping `at` where it is. */
  const zoomToPitch = useCallback(
    (pitchPx: number, at: Point) => {
      const factor = pitchPx / (pitch * view.current.scale);
      if (factor > 1) zoomBy(factor, at);
    },
    [pitch, zoomBy],
  );

  /** Pans just enough to show a plan point inside the box. */
  const reveal = useCallback(
    (x: number, y: number) => {
      const margin = Math.max(32, pitch * view.current.scale * 2);
      const next = ensureVisible(view.current, x, y, size.current, margin);
      if (next !== view.current) {
        home.current = null;
        commit(next);
      }
    },
    [commit, pitch],
  );

  const planPoint = useCallback((point: Point) => toPlan(view.current, point.x, point.y), []);
  const screenPoint = useCallback(
    (x: number, y: number): Point => ({
      x: x * view.current.scale + view.current.x,
      y: y * view.current.scale + view.current.y,
    }),
    [],
  );

  // The box's size: the first measure shows the first view; later ones keep it, the whole hall, or the visitor's view.
  useEffect(() => {
    const box = boxRef.current;
    if (!box) return;
    const measure = () => {
      const rect = box.getBoundingClientRect();
      if (rect.width === 0 || rect.height === 0) return;
      size.current = { width: rect.width, height: rect.height };
      if (home.current === 'start') start();
      else if (home.current === 'whole') fit();
      else commit(view.current);
    };
    measure();
    const observer = new ResizeObserver(measure);
    observer.observe(box);
    return () => observer.disconnect();
  }, [start, fit, commit]);

  // The wheel needs a non-passive listener to keep the page from scrolling while it zooms.
  useEffect(() => {
    const box = boxRef.current;
    if (!box) return;
    const onWheel = (event: WheelEvent) => {
      event.preventDefault();
      const rect = box.getBoundingClientRect();
      zoomBy(wheelFactor(event.deltaY, event.deltaMode), {
        x: event.clientX - rect.left,
        y: event.clientY - rect.top,
      });
    };
    box.addEventListener('wheel', onWheel, { passive: false });
    return () => box.removeEventListener('wheel', onWheel);
  }, [zoomBy]);

  useEffect(() => () => cancelAnimationFrame(frame.current), []);

  const local = (event: ReactPointerEvent): Point => {
    const rect = event.currentTarget.getBoundingClientRect();
    return { x: event.clientX - rect.left, y: event.clientY - rect.top };
  };

  const startPinch = () => {
    const [a, b] = [...pointers.current.values()];
    if (!a || !b) return;
    pinch.current = {
      distance: Math.max(1, Math.hypot(b.x - a.x, b.y - a.y)),
      middle: { x: (a.x + b.x) / 2, y: (a.y + b.y) / 2 },
      view: view.current,
    };
  };

  const onPointerDown = (event: ReactPointerEvent<HTMLDivElement>) => {
    if (event.pointerType === 'mouse' && event.button !== 0) return;
    const point = local(event);
    pointers.current.set(event.pointerId, point);
    try {
      // Moves outside the box still belong to this drag.
      event.currentTarget.setPointerCapture(event.pointerId);
    } catch {
      // A pointer the browser no longer knows (synthetic, or already lifted): the drag works without capture.
    }
    if (pointers.current.size === 1) {
      gesture.current = { start: point, last: point, moved: false, multi: false };
    } else {
      if (gesture.current) gesture.current.multi = true;
      startPinch();
    }
  };

  const onPointerMove = (event: ReactPointerEvent<HTMLDivElement>) => {
    const point = local(event);
    if (!pointers.current.has(event.pointerId)) {
      if (event.pointerType === 'mouse') callbacks.current.onHover?.(point);
      return;
    }
    pointers.current.set(event.pointerId, point);
    const current = gesture.current;
    if (pointers.current.size >= 2 && pinch.current) {
      const [a, b] = [...pointers.current.values()];
      if (!a || !b) return;
      const start = pinch.current;
      const middle = { x: (a.x + b.x) / 2, y: (a.y + b.y) / 2 };
      const zoomed = zoomAt(
        start.view,
        Math.hypot(b.x - a.x, b.y - a.y) / start.distance,
        start.middle.x,
        start.middle.y,
        limits(),
      );
      home.current = null;
      commit(panBy(zoomed, middle.x - start.middle.x, middle.y - start.middle.y));
      return;
    }
    if (!current) return;
    const slop = TAP_SLOP[event.pointerType as keyof typeof TAP_SLOP] ?? TAP_SLOP.touch;
    if (!current.moved && Math.hypot(point.x - current.start.x, point.y - current.start.y) > slop) {
      current.moved = true;
      callbacks.current.onHover?.(null);
    }
    if (current.moved) {
      home.current = null;
      commit(panBy(view.current, point.x - current.last.x, point.y - current.last.y));
    }
    current.last = point;
  };

  const endPointer = (event: ReactPointerEvent<HTMLDivElement>, cancelled: boolean) => {
    if (!pointers.current.has(event.pointerId)) return;
    pointers.current.delete(event.pointerId);
    const current = gesture.current;
    if (pointers.current.size === 1) {
      // One finger of a pinch lifted: the other one drags on from where it is.
      pinch.current = null;
      const [rest] = [...pointers.current.values()];
      if (current && rest) {
        current.last = rest;
        current.moved = true;
      }
      return;
    }
    if (pointers.current.size >= 2) {
      startPinch();
      return;
    }
    pinch.current = null;
    gesture.current = null;
    if (!cancelled && current && !current.moved && !current.multi) {
      callbacks.current.onTap(local(event), event.pointerType);
    }
  };

  return {
    boxRef,
    layerRef,
    zoom,
    /** The scale right now (the `zoom` state follows it a frame later). */
    currentScale: () => view.current.scale,
    fit,
    showPart,
    zoomBy,
    zoomToPitch,
    reveal,
    planPoint,
    screenPoint,
    handlers: {
      onPointerDown,
      onPointerMove,
      onPointerUp: (event: ReactPointerEvent<HTMLDivElement>) => endPointer(event, false),
      onPointerCancel: (event: ReactPointerEvent<HTMLDivElement>) => endPointer(event, true),
      onPointerLeave: (event: ReactPointerEvent<HTMLDivElement>) => {
        if (event.pointerType === 'mouse') callbacks.current.onHover?.(null);
      },
    },
  };
}
