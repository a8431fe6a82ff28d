import { describe, expect, it } from 'vitest';
import { fromPlan } from './editor-document.ts';
import { addShape, addZone } from './operations.ts';
import { SAMPLE } from './plan.fixture.ts';
import { cornerPoint, dragCorner, MIN_SIDE, resizableBox, resizeElement } from './resize.ts';

const box = { x: 100, y: 50, width: 200, height: 80 };

describe('dragCorner', () => {
  it('moves the dragged corner and keeps the opposite one', () => {
    expect(dragCorner(box, 'se', { x: 350, y: 200 })).toEqual({ x: 100, y: 50, width: 250, height: 150 });
    expect(dragCorner(box, 'nw', { x: 80.4, y: 40 })).toEqual({ x: 80, y: 40, width: 220, height: 90 });
    expect(dragCorner(box, 'ne', { x: 320, y: 100 })).toEqual({ x: 100, y: 100, width: 220, height: 30 });
    expect(dragCorner(box, 'sw', { x: 150, y: 60 })).toEqual({ x: 150, y: 50, width: 150, height: 10 });
    // The opposite corner stays where it was whatever the drag.
    const dragged = dragCorner(box, 'nw', { x: 10, y: 10 });
    expect(cornerPoint(dragged, 'se')).toEqual(cornerPoint(box, 'se'));
  });

  it('never turns the box inside out nor below the minimum side', () => {
    expect(dragCorner(box, 'se', { x: 0, y: 0 })).toEqual({
      x: 100,
      y: 50,
      width: MIN_SIDE,
      height: MIN_SIDE,
    });
    expect(dragCorner(box, 'nw', { x: 999, y: 999 })).toEqual({
      x: 300 - MIN_SIDE,
      y: 130 - MIN_SIDE,
      width: MIN_SIDE,
      height: MIN_SIDE,
    });
  });
});

describe('resizing a zone or a decoration', () => {
  const start = fromPlan(SAMPLE);
  const zone = addZone(start, {
    name: { ru: 'Танцпол' },
    capacity: 100,
    shape: { kind: 'ellipse', x: 10, y: 10, width: 100, height: 60 },
  });
  const stage = addShape(zone.document, { kind: 'stage', x: 0, y: 0, width: 300, height: 40 });
  const turned = addShape(stage.document, { kind: 'rect', x: 0, y: 0, width: 30, height: 30, rotation: 45 });
  const text = addShape(turned.document, { kind: 'text', x: 5, y: 5, width: 0, height: 18 });
  const document = text.document;

  it('resizes an upright zone or box, keeping its kind, key and the rest', () => {
    const next = resizeElement(document, zone.id, { x: 20, y: 20, width: 150, height: 90 });
    const resized = next.zones.find((each) => each.id === zone.id);
    expect(resized?.shape).toEqual({ kind: 'ellipse', x: 20, y: 20, width: 150, height: 90 });
    expect(resized?.capacity).toBe(100);
    const wider = resizeElement(document, stage.id, { x: 0, y: 0, width: 400, height: 40 });
    expect(wider.shapes.find((each) => each.id === stage.id)).toMatchObject({ kind: 'stage', width: 400 });
  });

  it('offers no handles for a turned box, a text, a seat or a row, and changes nothing there', () => {
    expect(resizableBox(document, zone.id)).toEqual({ x: 10, y: 10, width: 100, height: 60 });
    expect(resizableBox(document, turned.id)).toBeUndefined();
    expect(resizableBox(document, text.id)).toBeUndefined();
    const row = document.sections[0]?.rows[0];
    expect(row && resizableBox(document, row.id)).toBeUndefined();
    expect(resizeElement(document, turned.id, box)).toBe(document);
  });
});
