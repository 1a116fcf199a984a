/**
 * The planner's trip services, split by responsibility: reading (the trip as its viewer may see
 * it, map points, budget, lists), creating, and changing a trip and its stops. Routes, the
 * assistant's tools and the MCP server call them through this one module.
 */
export * from './trip-create.service';
export * from './trip-read.service';
export * from './trip-stops.service';
export * from './trip-transport.service';
