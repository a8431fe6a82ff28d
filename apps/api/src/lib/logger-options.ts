// How the API logs, from the configuration: JSON lines for production (a log collector reads them) or one readable
// line per event for a person at a terminal (`npm start`), and whether every request is logged as it comes and
// goes. A request that fails with a 5xx is logged by the errors plugin either way.
import { type FastifyServerOptions, LogController } from 'fastify';
import pretty from 'pino-pretty';
import type { Config } from '../config.ts';

type LoggerConfig = Pick<Config, 'logLevel' | 'logFormat' | 'logRequests'>;

export function loggerOptions(
  config: LoggerConfig,
  destination?: NodeJS.WritableStream,
): Pick<FastifyServerOptions, 'logger' | 'logController'> {
  const stream =
    config.logFormat === 'pretty'
      ? // Synchronous, in this thread: a transport's worker thread would cost a second event loop for a demo.
        pretty({
          sync: true,
          colorize: false,
          singleLine: true,
          translateTime: 'SYS:HH:MM:ss',
          ignore: 'pid,hostname,reqId',
          destination: destination ?? process.stdout,
        })
      : destination;
  return {
    logger: stream ? { level: config.logLevel, stream } : { level: config.logLevel },
    logController: new LogController({ disableRequestLogging: !config.logRequests }),
  };
}
