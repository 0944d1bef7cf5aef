/** Build-time settings of the portal. The API is always same-origin: the server or vite's proxy serves it at /api. */
import { DEFAULT_INACTIVITY_DELAY_MS, INACTIVITY_DELAY_BOUNDS } from '../../shared/session/shell-limits';
import { b2cSettingsFrom } from './auth/b2c-settings';

export const API_BASE = '/api';

export const readB2cSettings = () => b2cSettingsFrom(import.meta.env as Record<string, string | boolean | undefined>);

/** The inactivity delay of this build (VITE_INACTIVITY_DELAY_MS); an administrator's setting wins over it. */
export const BUILD_INACTIVITY_DELAY_MS = inactivityDelayFrom(import.meta.env as Record<string, string | boolean | undefined>);

export function inactivityDelayFrom(env: Record<string, string | boolean | undefined>): number {
  const value = Number(env.VITE_INACTIVITY_DELAY_MS);
  return Number.isInteger(value) && value >= INACTIVITY_DELAY_BOUNDS.min && value <= INACTIVITY_DELAY_BOUNDS.max ? value : DEFAULT_INACTIVITY_DELAY_MS;
}
