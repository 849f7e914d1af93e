import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * `pg_notify('overlay_auth', …)` when a user's role, active flag or password changes or the user
 * is deleted (`{"userId": …}`), and when a session row is deleted (`{"sessionId": …}`), whoever
 * does it (any api instance, the CLI, SQL by hand). Api instances drop the session checks they
 * reuse on those notifications. PostgreSQL sends them at commit and folds identical ones.
 */
export class NotifyAuthChanges1763740000000 implements MigrationInterface {
  name = 'NotifyAuthChanges1763740000000';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`
      CREATE FUNCTION notify_auth_user_changed() RETURNS trigger LANGUAGE plpgsql AS $$
      BEGIN
        PERFORM pg_notify('overlay_auth', json_build_object('userId', OLD.id)::text);
        RETURN NULL;
      END $$`);
    await queryRunner.query(`
      CREATE FUNCTION notify_auth_session_deleted() RETURNS trigger LANGUAGE plpgsql AS $$
      BEGIN
        PERFORM pg_notify('overlay_auth', json_build_object('sessionId', OLD.id)::text);
        RETURN NULL;
      END $$`);
    await queryRunner.query(`
      CREATE TRIGGER users_notify_auth_update
      AFTER UPDATE OF role, is_active, password_hash ON users
      FOR EACH ROW
      WHEN (OLD.role IS DISTINCT FROM NEW.role
        OR OLD.is_active IS DISTINCT FROM NEW.is_active
        OR OLD.password_hash IS DISTINCT FROM NEW.password_hash)
      EXECUTE FUNCTION notify_auth_user_changed()`);
    await queryRunner.query(`
      CREATE TRIGGER users_notify_auth_delete
      AFTER DELETE ON users
      FOR EACH ROW EXECUTE FUNCTION notify_auth_user_changed()`);
    await queryRunner.query(`
      CREATE TRIGGER sessions_notify_auth_delete
      AFTER DELETE ON sessions
      FOR EACH ROW EXECUTE FUNCTION notify_auth_session_deleted()`);
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query('DROP TRIGGER IF EXISTS sessions_notify_auth_delete ON sessions');
    await queryRunner.query('DROP TRIGGER IF EXISTS users_notify_auth_delete ON users');
    await queryRunner.query('DROP TRIGGER IF EXISTS users_notify_auth_update ON users');
    await queryRunner.query('DROP FUNCTION IF EXISTS notify_auth_session_deleted()');
    await queryRunner.query('DROP FUNCTION IF EXISTS notify_auth_user_changed()');
  }
}
