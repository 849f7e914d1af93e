export * from './database/embedded-postgres.server';
export * from './persistence/data-source-options';
export * from './persistence/entities/user.orm-entity';
export * from './security/password-hasher';
