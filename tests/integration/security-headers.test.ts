/**
 * Security headers on the API (and the portal, which gets the same policy): scripts from this
 * origin only, nosniff, no framing, a strict referrer policy, no-store on API answers, HSTS only
 * on answers that went over TLS; Swagger UI keeps working under its own policy.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signIn } from '../support/api';
import { startServer, type RunningServer } from '../support/server';

const ADMIN = 'admin@wareport.example';

describe('security headers', () => {
  let server: RunningServer;
  beforeAll(async () => {
    server = await startServer({ env: { TRUST_PROXY: 'true', VITE_AZURE_B2C_TENANT: 'contoso.onmicrosoft.com' } });
  });
  afterAll(() => server?.close());

  it('sends the policy headers and no-store on an authenticated answer', async () => {
    const { accessToken } = await signIn(server.apiUrl, ADMIN);
    const response = await fetch(`${server.apiUrl}/userinfo`, { headers: { authorization: `Bearer ${accessToken}` } });
    expect(response.status).toBe(200);
    const csp = response.headers.get('content-security-policy')!;
    expect(csp).toContain("script-src 'self'");
    expect(csp).not.toMatch(/script-src[^;]*unsafe/);
    expect(csp).toContain("frame-ancestors 'none'");
    expect(csp).toContain("object-src 'none'");
    // MSAL reaches the B2C sign-in pages of the configured tenant.
    expect(csp).toContain("connect-src 'self' https://contoso.b2clogin.com");
    expect(response.headers.get('x-content-type-options')).toBe('nosniff');
    expect(response.headers.get('referrer-policy')).toBe('strict-origin-when-cross-origin');
    expect(response.headers.get('cache-control')).toBe('no-store');
    expect(response.headers.get('strict-transport-security')).toBeNull();
  });

  it('sends HSTS only when the request came over TLS (through a trusted proxy)', async () => {
    const tls = await fetch(`${server.apiUrl}/countries`, { headers: { 'x-forwarded-proto': 'https' } });
    expect(tls.headers.get('strict-transport-security')).toBe('max-age=31536000; includeSubDomains');
    const plain = await fetch(`${server.apiUrl}/countries`);
    expect(plain.headers.get('strict-transport-security')).toBeNull();
  });

  it('keeps Swagger UI working under its own policy', async () => {
    const page = await fetch(`${server.apiUrl}/docs/static/index.html`);
    expect(page.status).toBe(200);
    expect(await page.text()).toContain('swagger-ui');
    expect(page.headers.get('content-security-policy')).not.toContain('upgrade-insecure-requests');
    const spec = await fetch(`${server.apiUrl}/docs/json`);
    expect(spec.status).toBe(200);
    expect(((await spec.json()) as { paths: object }).paths).toHaveProperty('/clients');
  });
});
