// Read tool: the authenticated customer's profile.
import { EchoPilotError } from '../domain/errors.js';
import { defineReadTool } from './read-tool.js';
import { customerView } from './record-views.js';
import type { ToolDeps } from './tool-context.js';

export const getCustomerProfileTool = (deps: ToolDeps) =>
  defineReadTool('get_customer_profile', deps, async (_args, { identity }, { store }) => {
    const customer = await store.findCustomer(identity.tenantId, identity.customerId);
    if (!customer) throw new EchoPilotError('NOT_FOUND', 'the authenticated customer has no profile');
    return customerView(customer);
  });
