import { describe, expect, it } from 'vitest';
import { applyEventUpdate, canEditEvent, keepsActiveEvent, upcomingEventsCriteria } from '../../../../shared/rules/events';

const event = {
  status: 'upcoming',
  attachedOrders: 0,
  name: 'Fair',
  eventStartDate: '2025-09-01',
  eventEndDate: '2025-09-03',
  expeditionDate: '2025-08-28',
  returnDate: '2025-09-05',
};

describe('events', () => {
  it('only upcoming events can be edited; others come back unchanged', () => {
    expect(canEditEvent(event)).toBe(true);
    const past = { ...event, status: 'closed' };
    expect(applyEventUpdate(past, { name: 'New' })).toBe(past);
  });

  it('keeps the four dates once orders are attached', () => {
    const withOrders = { ...event, attachedOrders: 2 };
    expect(applyEventUpdate(withOrders, { name: 'New', eventStartDate: '2025-10-01', returnDate: '2025-10-09' })).toEqual({ ...withOrders, name: 'New' });
    expect(applyEventUpdate(event, { eventStartDate: '2025-10-01' }).eventStartDate).toBe('2025-10-01');
  });

  it('the active event stays while upcoming', () => {
    expect(keepsActiveEvent(event)).toBe(true);
    expect(keepsActiveEvent({ ...event, status: 'ongoing' })).toBe(false);
    expect(keepsActiveEvent(null)).toBe(false);
  });

  it('upcoming list: first page, by eventStartDate ascending, status upcoming', () => {
    expect(upcomingEventsCriteria()).toEqual({
      currentPage: 1,
      pageSize: 25,
      sortOrders: [{ field: 'eventStartDate', direction: 'ASC' }],
      filterGroups: [{ filters: [{ field: 'status', value: 'upcoming', conditionType: 'eq' }] }],
    });
  });
});

describe('event status on the Paris calendar', () => {
  it('is upcoming before the start day, ongoing through the end day, then past', async () => {
    const { eventStatus } = await import('../../../../shared/rules/events');
    const e = { eventStartDate: '2026-06-10', eventEndDate: '2026-06-12' };
    expect(eventStatus(e, '2026-06-09')).toBe('upcoming');
    expect(eventStatus(e, '2026-06-10')).toBe('ongoing');
    expect(eventStatus(e, '2026-06-12')).toBe('ongoing');
    expect(eventStatus(e, '2026-06-13')).toBe('past');
  });
});
