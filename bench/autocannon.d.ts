// The part of autocannon 9's programmatic API the step-save bench uses (the package ships no types).
declare module 'autocannon' {
  type Request = { method?: string; path?: string; headers?: Record<string, string>; body?: string };
  type Options = {
    url: string;
    connections?: number;
    duration?: number;
    overallRate?: number;
    requests?: { method?: string; setupRequest?: (request: Request) => Request }[];
  };
  type Result = {
    requests: { average: number; total: number };
    latency: { p50: number; p90: number; p99: number; max: number };
    non2xx: number;
    errors: number;
    timeouts: number;
    /** Responses per HTTP status code. */
    statusCodeStats: Record<string, { count: number }>;
  };
  export default function autocannon(options: Options): Promise<Result>;
}
