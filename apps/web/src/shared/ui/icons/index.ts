// The icons by group; the app imports them from here (shared/ui/icons).
export * from './brand-icons';
export * from './interface-icons';
export * from './status-icons';
export * from './action-icons';
export * from './travel-icons';
