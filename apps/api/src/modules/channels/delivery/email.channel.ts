import { Inject, Injectable } from '@nestjs/common';
import type { OnModuleDestroy } from '@nestjs/common';
import {
  AlertChannelsRepository,
  alertHistoryUrl,
  alertLines,
  alertTitle,
  digestLines,
  digestTitle,
  ReadAhead,
} from '@overlay/domain';
import type {
  AlertChannel,
  AlertDelivery,
  DeliveryOutcome,
} from '@overlay/domain';
import { createTransport } from 'nodemailer';
import type { Transporter } from 'nodemailer';
import { APP_CONFIG } from '../../../config/app-config';
import type { AppConfig } from '../../../config/app-config';
import { DELIVERED, NOT_CONFIGURED, failed } from './delivery-outcomes';

/** The mail's subject and plain text: one alert, then its link; or a digest, one line and link per alert. */
function emailContent({ alerts, nowMs }: AlertDelivery): { subject: string; text: string } {
  const [first] = alerts;
  if (alerts.length === 1)
    return {
      subject: alertTitle(first),
      text: [alertTitle(first), '', ...alertLines(first, nowMs), '', `Open the race: ${first.url}`].join('\n'),
    };
  return {
    subject: digestTitle(alerts.length),
    text: [`${digestTitle(alerts.length)}:`, '', ...digestLines(alerts, nowMs, true), '', `Every alert: ${alertHistoryUrl(first)}`].join('\n'),
  };
}

/** SMTP connections kept open at most (relays commonly allow 10 or more per client). */
const SMTP_CONNECTIONS = 8;

/** Replies that say the address itself is refused (mailbox unavailable, not ours, name not allowed). */
const REFUSED_ADDRESS = new Set([550, 551, 553]);

/** One mail per delivery over SMTP_URL (docs/product.md, "Alert channels"). */
@Injectable()
export class EmailChannel implements AlertChannel, OnModuleDestroy {
  readonly kind = 'email' as const;
  private transport: Transporter | null = null;
  private readonly addresses: ReadAhead<string | null>;

  constructor(
    channels: AlertChannelsRepository,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
  ) {
    this.addresses = new ReadAhead((ids) => channels.emailAddresses(ids), (id) => channels.emailAddress(id), null);
  }

  readAhead(userIds: readonly string[], nowMs: number): Promise<void> {
    return this.addresses.read(userIds, nowMs);
  }

  get configured(): boolean {
    return this.config.channels.smtpUrl !== null;
  }

  get available(): boolean {
    return this.configured;
  }

  onModuleDestroy(): void {
    this.transport?.close();
  }

  async deliver(delivery: AlertDelivery): Promise<DeliveryOutcome> {
    const smtpUrl = this.config.channels.smtpUrl;
    if (smtpUrl === null) return NOT_CONFIGURED;
    const to = await this.addresses.get(delivery.userId, delivery.nowMs);
    if (to === null) return NOT_CONFIGURED;
    // A pool of up to 8 connections, kept open between mails: a burst of alerts does not pay a
    // TCP and SMTP handshake (and login) per mail, and a change that alerts hundreds of addresses
    // is not queued behind a few connections' round trips (bench/alerts: 3 made the email tail).
    this.transport ??= createTransport({
      url: smtpUrl,
      pool: true,
      maxConnections: SMTP_CONNECTIONS,
    });
    try {
      await this.transport.sendMail({
        from: this.config.channels.smtpFrom,
        to,
        // The same id on every try of one delivery: a mail sent twice reads as one.
        messageId: `<${delivery.deliveryId}@alerts.overlay>`,
        ...emailContent(delivery),
      });
      return DELIVERED;
    } catch (error) {
      // A 4xx reply is the server's "try later"; 5xx refuses this mail for good, and a refused
      // mailbox refuses every later mail too.
      const code = (error as { responseCode?: unknown }).responseCode;
      if (typeof code !== 'number') return failed('mail server unreachable', true);
      if (REFUSED_ADDRESS.has(code))
        return { ...failed(`mail server refused the address (${code}). Check it, or set another.`, false), refused: true };
      return failed(`mail server refused (${code})`, code < 500);
    }
  }
}
