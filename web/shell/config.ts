/** Build-time settings of the portal. The API is always same-origin: the server or vite's proxy serves it at /api. */
import { b2cSettingsFrom } from './auth/b2c-settings';

export const API_BASE = '/api';

export const readB2cSettings = () => b2cSettingsFrom(import.meta.env as Record<string, string | boolean | undefined>);
