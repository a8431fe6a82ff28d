// Owns how a domain module assembles itself. Each module folder has a `<domain>.module.ts` (defineModule below)
// that takes what it needs from the shared context (the platform's parts, and what other modules export through
// `use`), builds its repositories and services, and names the routes it adds under /api/v1. app.ts only builds the
// shared context and lists the modules, so adding a module touches app.ts once, and its wiring stays in its folder.
import type { Database, Db } from '@afisha/db';
import type { MediaStore } from '@afisha/db/media/media-store';
import type { FastifyBaseLogger, FastifyInstance } from 'fastify';
import type { Config } from '../config.ts';
import type { runWhileUp } from '../lib/batch-job.ts';
import type { ChangeBus } from '../lib/change-bus/change-bus.ts';
import type { Clock } from '../lib/clock.ts';
import type { RedisClient } from '../lib/redis.ts';
import type { SharedLimits } from '../lib/shared-limits/shared-limits.ts';
import type { WebServerCall } from '../plugins/web-server-call.ts';

export const API_PREFIX = '/api/v1';

/**
 * Test-only replacements, set by test code and never by configuration, by the name of the part they replace. Each
 * module that takes one adds its entry from its own file (`declare module '../module.ts' { interface
 * TestingOverrides { … } }`, as ModuleExports below), so this file never has to import the modules. (The seat
 * claim's control swaps the database function claim_seats in its own scratch database: test/concurrency/race.ts.)
 */
// biome-ignore lint/suspicious/noEmptyInterface: filled in by declaration merging from each module's file.
export interface TestingOverrides {}

/**
 * What a module sets up once for every module, beside the platform's parts: app.ts calls the module's setup (the
 * mail: modules/mail/mail.setup.ts) and puts what it returns in the shared context. The module names the types
 * from its own file (`declare module '../module.ts' { interface SharedServices { … } }`), so this file never has
 * to import it.
 */
// biome-ignore lint/suspicious/noEmptyInterface: filled in by declaration merging from the setting-up module's file.
export interface SharedServices {}

/** What app.ts builds once for every module: the platform's parts, and the services of SharedServices. */
export type SharedContext = SharedServices & {
  /** The root app: for onReady and onClose hooks, and the sandbox bank's app.inject. */
  app: FastifyInstance;
  config: Config;
  database: Database;
  db: Db;
  clock: Clock;
  /** The change bus between API processes (`app.changes`). */
  changes: ChangeBus;
  redis: RedisClient | null;
  media: MediaStore;
  sharedLimits: SharedLimits;
  webServerCall: WebServerCall;
  log: FastifyBaseLogger;
  /** Starts a background job with the app and stops it on close (nothing where RUN_JOBS is off). */
  runWhileUp: typeof runWhileUp;
  testing: TestingOverrides;
};

/**
 * What modules export to each other, by module name. Each module that exports something adds its entry from its
 * own file (`declare module '../module.ts' { interface ModuleExports { … } }`, as Fastify's decorations do), so
 * this file never has to import the modules.
 */
// biome-ignore lint/suspicious/noEmptyInterface: filled in by declaration merging from each module's file.
export interface ModuleExports {}

export type ModuleContext = SharedContext & {
  /**
   * Another module's exports, building that module first if it is not built yet. Called while building, it is a
   * dependency of the build (a cycle there is an error naming it); called from a closure that runs later (a
   * request, a job), it is the late binding that modules referring to each other need.
   */
  use<Name extends keyof ModuleExports>(name: Name): ModuleExports[Name];
};

/** Registers the module's routes on the /api/v1 instance. */
export type ModuleRoutes = (api: FastifyInstance) => PromiseLike<unknown>;

type Built<Name extends string> = (Name extends keyof ModuleExports
  ? { exports: ModuleExports[Name] }
  : { exports?: undefined }) & { routes?: ModuleRoutes };

export type ApiModule = {
  name: string;
  build(context: ModuleContext): { exports?: unknown; routes?: ModuleRoutes };
};

/** A module: a name (the key of its exports, if any) and a build that must return what ModuleExports says. */
export function defineModule<const Name extends string>(module: {
  name: Name;
  build(context: ModuleContext): Built<Name>;
}): ApiModule {
  return module;
}

/**
 * The app's modules. `use` may be handed out before they are built (a platform plugin's closure); `build` builds
 * each in list order, a dependency on demand before its user; `registerRoutes` adds their routes in list order,
 * which is the order of the OpenAPI document's paths.
 */
export function createModules(modules: readonly ApiModule[]) {
  const byName = new Map(modules.map((module) => [module.name, module]));
  const built = new Map<string, { exports?: unknown; routes?: ModuleRoutes }>();
  const building: string[] = [];
  let context: ModuleContext | null = null;

  function buildOne(module: ApiModule) {
    const done = built.get(module.name);
    if (done) return done;
    if (!context) throw new Error(`module ${module.name} used before the modules were built`);
    if (building.includes(module.name)) {
      throw new Error(
        `modules need each other while building: ${[...building, module.name].join(' -> ')}; ` +
          'call use() inside a closure for one of them',
      );
    }
    building.push(module.name);
    try {
      const result = module.build(context);
      built.set(module.name, result);
      return result;
    } finally {
      building.pop();
    }
  }

  function use<Name extends keyof ModuleExports>(name: Name): ModuleExports[Name] {
    const module = byName.get(name);
    if (!module) throw new Error(`no module named ${name}`);
    return buildOne(module).exports as ModuleExports[Name];
  }

  return {
    use,
    build(shared: SharedContext) {
      context = { ...shared, use };
      for (const module of modules) buildOne(module);
    },
    async registerRoutes(api: FastifyInstance) {
      for (const module of modules) await built.get(module.name)?.routes?.(api);
    },
  };
}
