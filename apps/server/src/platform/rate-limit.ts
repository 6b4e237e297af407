import { MESSAGES } from '@ccms/contract/messages';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { Clock } from './clock.ts';
import { AppError } from './errors.ts';

/** Requests one signed-in user may send per window, on one instance (docs/domain.md §8). */
export type RateLimitSettings = { requests: number; windowSeconds: number };

export type RateDecision = { isAllowed: true } | { isAllowed: false; retryAfterSeconds: number };

/**
 * A fixed-window counter per user, in memory: one Map lookup per request. Every user's window
 * starts at the same instant, so the whole Map is dropped when a window ends and nothing grows.
 */
export function createUserRateLimiter(settings: RateLimitSettings, clock: Clock) {
  const windowMillis = settings.windowSeconds * 1000;
  let windowIndex = -1;
  let counts = new Map<string, number>();
  return {
    take(userId: string): RateDecision {
      const now = clock.now().getTime();
      const index = Math.floor(now / windowMillis);
      if (index !== windowIndex) {
        windowIndex = index;
        counts = new Map();
      }
      const used = (counts.get(userId) ?? 0) + 1;
      counts.set(userId, used);
      if (used <= settings.requests) return { isAllowed: true };
      const windowEnd = (index + 1) * windowMillis;
      return {
        isAllowed: false,
        retryAfterSeconds: Math.max(1, Math.ceil((windowEnd - now) / 1000)),
      };
    },
  };
}

/**
 * Answers 429 'Çok fazla istek gönderildi…' with `Retry-After` to a signed-in user past the
 * limit. Registered after access control: it counts only requests whose caller is known.
 */
export function registerUserRateLimit(
  app: FastifyInstance,
  settings: RateLimitSettings,
  clock: Clock,
): void {
  const limiter = createUserRateLimiter(settings, clock);
  app.addHook('onRequest', async (request: FastifyRequest, reply: FastifyReply) => {
    const user = request.currentUser;
    if (!user) return;
    const decision = limiter.take(user.id);
    if (decision.isAllowed) return;
    reply.header('retry-after', String(decision.retryAfterSeconds));
    throw new AppError(429, MESSAGES.tooManyRequests);
  });
}
