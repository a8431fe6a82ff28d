// Plan documents (docs/api.md's plan document) for the back office's plan and session tests.

/** A plan document of `rows` × `perRow` seats, 20 units apart. */
export function gridPlan(rows: number, perRow: number, name = 'Основная сцена') {
  return {
    name,
    width: perRow * 20 + 40,
    height: rows * 20 + 40,
    categories: [
      { key: 'c1', name: { ru: 'Партер', en: 'Stalls' }, color: '#C62828' },
      { key: 'c2', name: { ru: 'Галёрка' }, color: '#1565C0' },
    ],
    sections: [
      {
        key: 's1',
        name: { ru: 'Партер', en: 'Stalls' },
        kind: 'parterre',
        rows: Array.from({ length: rows }, (_, r) => ({
          key: `s1-${r + 1}`,
          label: String(r + 1),
          seats: Array.from({ length: perRow }, (_, s) => ({
            key: `s1-${r + 1}-${s + 1}`,
            label: String(s + 1),
            x: 20 + s * 20,
            y: 20 + r * 20,
            category: r === 0 ? 'c2' : 'c1',
          })),
        })),
      },
    ],
    zones: [],
    shapes: [{ kind: 'stage', label: { ru: 'Сцена' }, x: 10, y: 0, width: 100, height: 10 }],
  };
}
