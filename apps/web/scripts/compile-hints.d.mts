// Types of compile-hints.mjs, for the TypeScript that imports it (its test, bench/web-vitals.bench.ts).
export declare const COMPILE_HINT: string;
export declare function firstLoadChunks(nextDir: string): Promise<string[]>;
export declare function addCompileHints(nextDir: string): Promise<number>;
export declare function removeCompileHints(nextDir: string): Promise<number>;
