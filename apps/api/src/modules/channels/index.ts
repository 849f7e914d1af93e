export { ChannelsModule } from './channels.module';
export { PushChannel } from './delivery/push.channel';
export { TelegramChannel } from './delivery/telegram.channel';
export { EmailChannel } from './delivery/email.channel';
export { TestChannelUseCase } from './application/test-channel.use-case';
export { toTestAlertReply } from './presenters/test-alert.presenter';
