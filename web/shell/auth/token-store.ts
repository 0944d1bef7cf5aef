/** The built-in identity's tokens, kept through the storage module so every tab shares them. */
import { STORAGE_KEYS, type JsonStorage } from '../session/storage';

export interface StoredTokens {
  accessToken: string;
  refreshToken: string;
  /** Epoch milliseconds at which the access token expires. */
  expiresAt: number;
  idUser: string;
}

export interface TokenStore {
  get(): StoredTokens | null;
  set(tokens: StoredTokens): void;
  clear(): void;
}

export const createTokenStore = (storage: JsonStorage): TokenStore => ({
  get: () => {
    const tokens = storage.read<StoredTokens>(STORAGE_KEYS.tokens);
    return tokens?.accessToken && tokens.refreshToken ? tokens : null;
  },
  set: (tokens) => storage.write(STORAGE_KEYS.tokens, tokens),
  clear: () => storage.remove(STORAGE_KEYS.tokens),
});
