export { DebugModule } from './debug.module';
