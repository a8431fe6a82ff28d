// ESM resolve hook: a drizzle-orm import that fails from its own location is retried from this
// package, where npm put drizzle-orm.
const fallbackParent = new URL('../package.json', import.meta.url).href;

export async function resolve(specifier, context, nextResolve) {
  try {
    return await nextResolve(specifier, context);
  } catch (error) {
    if (specifier !== 'drizzle-orm' && !specifier.startsWith('drizzle-orm/')) throw error;
    return nextResolve(specifier, { ...context, parentURL: fallbackParent });
  }
}
