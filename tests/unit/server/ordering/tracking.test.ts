import { describe, expect, it, vi } from 'vitest';
import { trackingEventsAt } from '../../../../server/ordering/tracking';
import { fetchTracking } from '../../../../shared/ordering/tracking';
import type { ApiClient } from '../../../../shared/api/api-client';

const shipped = new Date('2026-03-02T08:00:00.000Z');
const at = (hours: number) => new Date(shipped.getTime() + hours * 3_600_000);
const places = { origin: 'Lyon', destination: 'Lille' };

describe('the built-in tracking service', () => {
  it('answers only the events already past, and more as time goes', () => {
    expect(trackingEventsAt(shipped, at(-1), places)).toEqual([]);
    expect(trackingEventsAt(shipped, at(0), places)).toEqual([
      { eventDate: '2026-03-02T08:00:00.000Z', eventCode: 'PICKED_UP', eventDescription: 'Parcel picked up at the warehouse', location: 'Lyon' },
    ]);
    expect(trackingEventsAt(shipped, at(21), places).map((e) => [e.eventCode, e.location])).toEqual([
      ['PICKED_UP', 'Lyon'],
      ['DEPARTED_HUB', 'Paris Hub'],
      ['ARRIVED_DEPOT', 'Lille'],
    ]);
    const done = trackingEventsAt(shipped, at(100), places);
    expect(done.map((e) => e.eventCode)).toEqual(['PICKED_UP', 'DEPARTED_HUB', 'ARRIVED_DEPOT', 'OUT_FOR_DELIVERY', 'DELIVERED']);
    expect(done.at(-1)!.eventDate).toBe('2026-03-03T18:00:00.000Z');
  });
});

describe('the tracking client', () => {
  it('logs a failure and rethrows it (the spec)', async () => {
    const failure = new Error('tracking down');
    const api = { request: () => Promise.reject(failure) } as unknown as ApiClient;
    const log = vi.fn();
    await expect(fetchTracking(api, 'T1', log)).rejects.toBe(failure);
    expect(log).toHaveBeenCalledWith(failure);
  });

  it('asks the spec’s path', async () => {
    const request = vi.fn().mockResolvedValue({ trackingEvents: [], urlCarrierTracking: 'https://carrier.example/t/T1' });
    await fetchTracking({ request } as unknown as ApiClient, 'T1');
    expect(request).toHaveBeenCalledWith(expect.objectContaining({ method: 'GET', path: '/v1/order/{idTracking}/tracking', params: { idTracking: 'T1' } }));
  });
});
