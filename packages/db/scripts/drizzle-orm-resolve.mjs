// Registers the resolve hook of drizzle-orm-hook.mjs (see drizzle-kit.mjs for why).
import { register } from 'node:module';

register('./drizzle-orm-hook.mjs', import.meta.url);
