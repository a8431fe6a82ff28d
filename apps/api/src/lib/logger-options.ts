// How the API logs, from the configuration: JSON lines for production (a log collector reads them) or one readable
// line per event for a person at a terminal (`npm start`), and whether every request is logged as it comes and
// goes. A request that fails with a 5xx is logged by the errors plugin either way. Whatever the format, a logged
// request's URL goes without the secrets some links carry in their query, and a failed query's error without the
// values it was given (lib/log-redaction.ts).
import { type FastifyServerOptions, LogController } from 'fastify';
import pretty from 'pino-pretty';
import type { Config } from '../config.ts';
import { errorLogSerializer, requestLogSerializer } from './log-redaction.ts';

type LoggerConfig = Pick<Config, 'logLevel' | 'logFormat' | 'logRequests'>;

type Overrides = {
  /** A logger option of the caller's (tests), used instead of the configured one; URLs are still redacted. */
  logger?: FastifyServerOptions['logger'];
  /** Where the lines go (default: standard output). */
  destination?: NodeJS.WritableStream;
};

export function loggerOptions(
  config: LoggerConfig,
  overrides: Overrides = {},
): Pick<FastifyServerOptions, 'logger' | 'logController'> {
  return {
    logger: withRedactedUrls(overrides.logger ?? configuredLogger(config, overrides.destination), config),
    logController: new LogController({ disableRequestLogging: !config.logRequests }),
  };
}

function configuredLogger(config: LoggerConfig, destination?: NodeJS.WritableStream) {
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
  return stream ? { level: config.logLevel, stream } : { level: config.logLevel };
}

function withRedactedUrls(
  logger: FastifyServerOptions['logger'],
  config: LoggerConfig,
): FastifyServerOptions['logger'] {
  if (logger === false || logger === undefined) return false;
  const options = typeof logger === 'object' ? logger : { level: config.logLevel };
  return {
    ...options,
    serializers: { req: requestLogSerializer, err: errorLogSerializer, ...options.serializers },
  };
}
