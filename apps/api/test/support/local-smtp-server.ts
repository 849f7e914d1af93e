import type { AddressInfo } from 'node:net';
import { SMTPServer } from 'smtp-server';

export interface ReceivedMail {
  from: string;
  to: string[];
  /** The raw message (headers and body) as the server received it. */
  raw: string;
  /** When its data ended (Date.now()). */
  at: number;
}

/**
 * A real SMTP server on a free local port (the smtp-server package) that requires a login, keeps
 * every mail it accepts, and refuses the next mail with a chosen code when asked (`refuseNext`).
 */
export class LocalSmtpServer {
  readonly mails: ReceivedMail[] = [];
  private refusal: number | null = null;
  private readonly server: SMTPServer;

  constructor(
    readonly user = 'mailer',
    readonly password = 'smtp-secret-password',
  ) {
    this.server = new SMTPServer({
      authOptional: false,
      disabledCommands: ['STARTTLS'],
      logger: false,
      // The api keeps pooled connections open: at stop, cut them after 1 s rather than smtp-server's 30.
      closeTimeout: 1000,
      onAuth: (auth, _session, callback) => {
        if (auth.username === this.user && auth.password === this.password)
          return callback(null, { user: auth.username });
        return callback(new Error('Invalid username or password'));
      },
      onData: (stream, session, callback) => {
        let raw = '';
        stream.on('data', (chunk: Buffer) => (raw += chunk.toString()));
        stream.on('end', () => {
          if (this.refusal !== null) {
            const error = Object.assign(new Error('Refused by the test'), {
              responseCode: this.refusal,
            });
            this.refusal = null;
            return callback(error);
          }
          this.mails.push({
            from: session.envelope.mailFrom
              ? session.envelope.mailFrom.address
              : '',
            to: session.envelope.rcptTo.map((r) => r.address),
            raw,
            at: Date.now(),
          });
          callback();
        });
      },
    });
  }

  get port(): number {
    return (this.server.server.address() as AddressInfo).port;
  }

  get url(): string {
    return `smtp://${this.user}:${this.password}@127.0.0.1:${this.port}`;
  }

  /** On a free port, or on `port` when the product was started with its address (e2e/run.mjs). */
  start(port = 0): Promise<this> {
    return new Promise((resolve) =>
      this.server.listen(port, '127.0.0.1', () => resolve(this)),
    );
  }

  stop(): Promise<void> {
    return new Promise((resolve) => this.server.close(() => resolve()));
  }

  refuseNext(code: number): void {
    this.refusal = code;
  }
}

/** The mail's Subject (RFC 2047 words decoded) and its quoted-printable text read back. */
export function readMail(raw: string): { subject: string; text: string } {
  const headerEnd = raw.indexOf('\r\n\r\n');
  const headers = raw.slice(0, headerEnd).replace(/\r\n[ \t]+/g, ' ');
  const subject = /^Subject: (.*)$/m.exec(headers)?.[1] ?? '';
  const decoded = subject
    .replace(/\?=\s+=\?/g, '?==?')
    .replace(/=\?UTF-8\?Q\?(.*?)\?=/gi, (_m, word: string) =>
      decodeQuotedPrintable(word.replace(/_/g, ' ')),
    );
  return {
    subject: decoded,
    text: decodeQuotedPrintable(raw.slice(headerEnd + 4)),
  };
}

/** A quoted-printable body read back: soft line breaks joined, =XX bytes decoded (UTF-8). */
function decodeQuotedPrintable(text: string): string {
  const joined = text.replace(/=\r?\n/g, '');
  const bytes = Buffer.from(
    joined.replace(/=([0-9A-F]{2})/g, (_m, hex: string) =>
      String.fromCharCode(parseInt(hex, 16)),
    ),
    'latin1',
  );
  return bytes.toString('utf8');
}
