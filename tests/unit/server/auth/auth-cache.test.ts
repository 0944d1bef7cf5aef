import { describe, expect, it } from 'vitest';
import { AuthCache, type CachedUser } from '../../../../server/auth/auth-cache';

const user = (idUser: string) => ({ user: { idUser, enabled: true, deleted: false }, permissions: [] }) as unknown as CachedUser;

/** A cache with a fake database: `say` delivers an announcement, `listening` switches the connection. */
async function cacheWithFeed() {
  let onMessage: (payload: string) => void = () => {};
  let onListening: (listening: boolean) => void = () => {};
  const cache = new AuthCache();
  await cache.listen({
    listen: async (_channel, message, listening) => {
      onMessage = message;
      onListening = listening;
      listening(true);
    },
  });
  return { cache, say: (payload: string) => onMessage(payload), listening: (value: boolean) => onListening(value) };
}

describe('AuthCache', () => {
  it('serves a remembered session and user until a change names them', async () => {
    const { cache, say } = await cacheWithFeed();
    cache.rememberSignedIn(cache.mark(), 's1', user('u1'));
    cache.rememberSignedIn(cache.mark(), 's2', user('u2'));
    expect(cache.signedIn('s1', 'u1')?.user.idUser).toBe('u1');
    expect(cache.signedIn('s1', 'u2')).toBeUndefined();
    say('user:u1');
    expect(cache.signedIn('s1', 'u1')).toBeUndefined();
    expect(cache.signedIn('s2', 'u2')).toBeDefined();
    say('session:s2');
    expect(cache.signedIn('s2', 'u2')).toBeUndefined();
  });

  it('forgets everything on a change of any role permission', async () => {
    const { cache, say } = await cacheWithFeed();
    cache.rememberSignedIn(cache.mark(), 's1', user('u1'));
    say('all');
    expect(cache.signedIn('s1', 'u1')).toBeUndefined();
  });

  it('keeps nothing read before a change heard meanwhile', async () => {
    const { cache, say } = await cacheWithFeed();
    const mark = cache.mark();
    say('user:someone-else');
    cache.rememberSignedIn(mark, 's1', user('u1'));
    expect(cache.signedIn('s1', 'u1')).toBeUndefined();
  });

  it('serves nothing while it cannot listen, nor past a minute', async () => {
    const { cache, listening } = await cacheWithFeed();
    const now = Date.now();
    cache.rememberSignedIn(cache.mark(), 's1', user('u1'), now);
    expect(cache.signedIn('s1', 'u1', now + 60_000)).toBeDefined();
    expect(cache.signedIn('s1', 'u1', now + 60_001)).toBeUndefined();
    cache.rememberSignedIn(cache.mark(), 's1', user('u1'));
    listening(false);
    expect(cache.signedIn('s1', 'u1')).toBeUndefined();
    cache.rememberSignedIn(cache.mark(), 's1', user('u1'));
    expect(cache.signedIn('s1', 'u1')).toBeUndefined();
  });

  it('serves a masquerade session only to its opener and towards its user', async () => {
    const { cache, say } = await cacheWithFeed();
    cache.rememberMasquerade(cache.mark(), 'm1', 'admin', user('tom'));
    expect(cache.masquerade('m1', 'admin', 'tom')?.user.idUser).toBe('tom');
    expect(cache.masquerade('m1', 'other', 'tom')).toBeUndefined();
    expect(cache.masquerade('m1', 'admin', 'julie')).toBeUndefined();
    say('masquerade:m1');
    expect(cache.masquerade('m1', 'admin', 'tom')).toBeUndefined();
  });
});
