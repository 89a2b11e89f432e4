import { z } from 'zod';
import { storableId, storableText } from './text';

/** A team (a consulting agent, in the API's words): id, name, description, app_name. */
export const teamSchema = z.object({
  id: z.string(),
  name: z.string(),
  description: z.string(),
  app_name: z.string(),
});
export type Team = z.infer<typeof teamSchema>;

export const teamParamsSchema = z.object({ userId: storableId, agentId: storableId });

export const customersQuerySchema = z.object({ app_name: storableText().max(100).optional() });

/** The customers call answers a list of names. */
export const customerNamesSchema = z.array(z.string());

/** A specialist: name and description, from the server. */
export const specialistSchema = z.object({ name: z.string(), description: z.string() });
export type Specialist = z.infer<typeof specialistSchema>;

export const specialistsParamsSchema = z.object({ agentId: storableId });
