import { McpServer } from '@modelcontextprotocol/sdk/server/mcp.js';
import type { AppContext } from '../../app-context';
import { catalogueTools } from './catalogue.tools';
import { importTools } from './imports.tools';
import type { McpCaller, McpToolGroup } from './mcp-tool';
import { tripReadTools, tripWriteTools } from './trips.tools';

/** Every tool group, one file each; a new group is one more entry. */
const GROUPS: readonly McpToolGroup[] = [
  catalogueTools,
  tripReadTools,
  tripWriteTools,
  importTools,
];

const INSTRUCTIONS = [
  'An AI travel map and trip planner: a world catalogue of destinations and places, its planner and its facts.',
  'Find places with search_places, facts with destination_facts, ideas with where_to_go; plan with plan_trip and change trips with the edit tools (stop ids come from read_trip).',
  "State only what the tools answered; say so when they have no data, and credit the sources they name (the travel advisory is the U.S. State Department's).",
].join(' ');

/** The MCP server of one request (the transport is stateless): the caller's tools only. */
export function createMcpServer(ctx: AppContext, caller: McpCaller): McpServer {
  const server = new McpServer(
    { name: 'ai-travel-map', title: 'AI travel map and planner', version: '1' },
    { instructions: INSTRUCTIONS },
  );
  for (const group of GROUPS) group(server, ctx, caller);
  return server;
}
