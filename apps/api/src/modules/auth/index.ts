export { AuthModule } from './auth.module';
export { AuthenticateSessionUseCase } from './application/authenticate-session.use-case';
export { accessVerdict } from './application/access-verdict';
