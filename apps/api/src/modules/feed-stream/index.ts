export { FeedStreamModule } from './feed-stream.module';
export { ReconnectStreamUseCase } from './application/reconnect-stream.use-case';
