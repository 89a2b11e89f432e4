import type { FastifyRequest } from 'fastify';
import { describe, expect, it } from 'vitest';
import { AppError } from '../errors';
import { adminScopeGuard, type LeadAccess, type LeadsRepo } from './scope';

// A lead of alpha; customer c-alpha is alpha's, c-beta beta's.
const leads = {
  teamsLedBy: () => Promise.resolve(['alpha']),
  teamOfCustomer: (customerId: string) =>
    Promise.resolve({ 'c-alpha': 'alpha', 'c-beta': 'beta' }[customerId]),
  leadOf: () => Promise.resolve(new Map<string, string[]>()),
} satisfies LeadsRepo;

const request = (leadsAccess: LeadAccess, params: Record<string, string>) =>
  ({
    signedInUser: { id: 'u1', is_admin: 0 },
    routeOptions: { config: { leads: leadsAccess } },
    params,
    adminScope: null,
  }) as unknown as FastifyRequest;

const guard = adminScopeGuard(leads);
const status = async (req: FastifyRequest) => {
  try {
    await guard(req);
    return 200;
  } catch (error) {
    return error instanceof AppError ? error.status : 500;
  }
};

describe("the admin guard on a 'team' route", () => {
  it("lets a lead in on their team's :teamId, and on a :customerId of their team when no team is named", async () => {
    expect(await status(request('team', { teamId: 'alpha' }))).toBe(200);
    const byCustomer = request('team', { id: 'connector', customerId: 'c-alpha' });
    expect(await status(byCustomer)).toBe(200);
    expect(byCustomer.adminScope).toEqual({ admin: false, teams: ['alpha'] });
  });

  it("refuses another team's customer, an unknown customer, and a path naming neither (403)", async () => {
    expect(await status(request('team', { id: 'connector', customerId: 'c-beta' }))).toBe(403);
    expect(await status(request('team', { id: 'connector', customerId: 'nobody' }))).toBe(403);
    expect(await status(request('team', { id: 'connector' }))).toBe(403);
    // A named team decides, whatever the customer.
    expect(await status(request('team', { teamId: 'beta', customerId: 'c-alpha' }))).toBe(403);
  });
});
