// The entry of a ticket PDF worker thread (ticket-pdf-pool.ts starts it). Node 20 runs no TypeScript by itself, so
// this plain module gives the thread tsx's loader (the API's own runner), then loads the renderer's side.
import { register } from 'tsx/esm/api';

register();
await import('./ticket-pdf.thread.ts');
