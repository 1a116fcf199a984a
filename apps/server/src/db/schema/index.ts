export * from './contacts';
export * from './mail';
export * from './users';
export * from './catalog';
export * from './filters';
export * from './favourites';
