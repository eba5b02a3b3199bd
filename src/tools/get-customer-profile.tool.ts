// Read tool: the authenticated customer's profile.
import { defineReadTool } from './read-tool.js';
import { customerView } from './record-views.js';

export const getCustomerProfileTool = () => defineReadTool('get_customer_profile', (_args, { records }) => customerView(records.customer));
