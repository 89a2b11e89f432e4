import { createContext, useContext } from 'react';

/**
 * True inside the console of a team's lead who is not an admin: their teams only, without the admins'
 * controls (creating people, admin flags, passwords, creating or deleting teams). The server refuses
 * those anyway; the console does not offer them.
 */
export const LeadOnlyContext = createContext(false);

export const useLeadOnly = (): boolean => useContext(LeadOnlyContext);
