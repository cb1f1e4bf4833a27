/** Reported in every check-in; bumped with the agent's behaviour. */
export const AGENT_VERSION = '0.1.0';
