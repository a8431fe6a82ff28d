// Gives a catalogue test file its app (own database, clock on CATALOGUE_NOW) with the demo
// catalogue loaded before its tests, closed after them, and a GET in the visitor's language.
import { afterAll, beforeAll } from 'vitest';
import {
  CATALOGUE_NOW,
  createDemoCatalogue,
  type DemoCatalogue,
} from '../factories/demo-catalogue.factory.ts';
import { localizedGet } from './localized-get.ts';
import { createTestApp, manualClock, type TestApp, type TestAppOptions } from './test-app.ts';

export type DemoCatalogueApp = { t: TestApp; demo: DemoCatalogue; get: ReturnType<typeof localizedGet> };

export function useDemoCatalogueApp(
  options: Pick<TestAppOptions, 'clock' | 'config'> = {},
): DemoCatalogueApp {
  const context = {} as DemoCatalogueApp;
  context.get = localizedGet(() => context.t.app);
  beforeAll(async () => {
    context.t = await createTestApp({
      clock: options.clock ?? manualClock(CATALOGUE_NOW),
      config: options.config,
    });
    context.demo = await createDemoCatalogue(context.t.database.db);
  });
  afterAll(async () => {
    await context.t?.close();
  });
  return context;
}
