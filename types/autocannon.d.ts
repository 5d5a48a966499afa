// The part of autocannon 8 the review load benchmark uses (the package ships no type declarations).
declare module "autocannon" {
  interface RawRequest {
    method?: string;
    path?: string;
    headers?: Record<string, string>;
    body?: string;
  }
  type Context = Record<string, unknown>;
  interface RequestStep {
    setupRequest?: (req: RawRequest, context: Context) => RawRequest | false;
    onResponse?: (status: number, body: string, context: Context) => void;
  }
  interface Options {
    url: string;
    connections?: number;
    duration?: number;
    requests?: RequestStep[];
  }
  interface Result {
    requests: { total: number };
    non2xx: number;
    errors: number;
    timeouts: number;
  }
  interface Instance extends PromiseLike<Result> {
    on(
      event: "response",
      listener: (client: unknown, status: number, bytes: number, responseTime: number) => void,
    ): void;
  }
  function autocannon(options: Options): Instance;
  export default autocannon;
}
