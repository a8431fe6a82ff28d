// The part of autocannon's programmatic API the load worker uses (the package ships no types).
declare module 'autocannon' {
  type Result = {
    requests: { average: number };
    errors: number;
    timeouts: number;
    non2xx: number;
  };
  type Instance = PromiseLike<Result> & {
    on(
      event: 'response',
      listener: (client: unknown, status: number, bytes: number, responseTime: number) => void,
    ): void;
  };
  export default function autocannon(options: {
    url: string;
    connections: number;
    duration: number;
    headers?: Record<string, string>;
  }): Instance;
}
