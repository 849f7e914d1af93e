export { AdminUsersModule } from './admin-users.module';
