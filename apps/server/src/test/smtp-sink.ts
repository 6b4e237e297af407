import type { AddressInfo } from 'node:net';
import { type ParsedMail, simpleParser } from 'mailparser';
import { SMTPServer } from 'smtp-server';

/** A mail the sink accepted: what the envelope said and what the message says. */
export type ReceivedMail = {
  envelopeTo: string[];
  messageId: string;
  subject: string;
  text: string;
  html: string;
  to: string[];
  from: string;
  parsed: ParsedMail;
};

function smtpError(message: string, responseCode: number): Error {
  return Object.assign(new Error(message), { responseCode });
}

function addressesOf(field: ParsedMail['to']): string[] {
  const objects = Array.isArray(field) ? field : field ? [field] : [];
  return objects.flatMap((object) => object.value.map((entry) => entry.address ?? ''));
}

/**
 * A real SMTP server for tests (the `smtp-server` package), reading back what it accepts with
 * `mailparser` (or, with `parse: false`, only noting when each arrived, for benchmarks). Per recipient address it can fail the next n messages temporarily (451), refuse
 * the address for good (550), or hold messages without answering (a server that hangs).
 */
export async function startSmtpSink(options: { parse?: boolean } = {}) {
  const shouldParse = options.parse ?? true;
  const received: ReceivedMail[] = [];
  /** When each accepted message's data ended, in `performance.now()` milliseconds. */
  const arrivals: number[] = [];
  const temporaryFailures = new Map<string, number>();
  const refused = new Set<string>();
  const held = new Set<string>();
  /** Milliseconds to wait before accepting a message to the address (a slow server). */
  const delays = new Map<string, number>();
  /** Told when a slowed-down message to the address is accepted at last. */
  const acceptedLate = new Map<string, () => void>();
  let attempts = 0;

  const server = new SMTPServer({
    disabledCommands: ['STARTTLS', 'AUTH'],
    authOptional: true,
    logger: false,
    onRcptTo(address, _session, callback) {
      if (refused.has(address.address.toLowerCase())) {
        callback(smtpError('Böyle bir posta kutusu yok', 550));
        return;
      }
      callback();
    },
    onData(stream, session, callback) {
      attempts++;
      const envelopeTo = session.envelope.rcptTo.map((entry) => entry.address.toLowerCase());
      const failing = envelopeTo.find((address) => (temporaryFailures.get(address) ?? 0) > 0);
      if (envelopeTo.some((address) => held.has(address))) {
        // Read the message but never answer: the client waits as on a hung server.
        stream.resume();
        return;
      }
      if (!shouldParse) {
        // Counting only (benchmarks): read the data, note when it ended, accept it.
        stream.on('end', () => {
          arrivals.push(performance.now());
          callback();
        });
        stream.resume();
        return;
      }
      simpleParser(stream)
        .then((parsed) => {
          if (failing) {
            temporaryFailures.set(failing, (temporaryFailures.get(failing) ?? 1) - 1);
            callback(smtpError('Geçici bir sorun var, sonra tekrar deneyin', 451));
            return;
          }
          received.push({
            envelopeTo,
            messageId: parsed.messageId ?? '',
            subject: parsed.subject ?? '',
            text: parsed.text ?? '',
            html: typeof parsed.html === 'string' ? parsed.html : '',
            to: addressesOf(parsed.to),
            from: addressesOf(parsed.from)[0] ?? '',
            parsed,
          });
          const delay = Math.max(0, ...envelopeTo.map((address) => delays.get(address) ?? 0));
          if (delay === 0) {
            callback();
            return;
          }
          setTimeout(() => {
            for (const address of envelopeTo) acceptedLate.get(address)?.();
            callback();
          }, delay);
        })
        .catch((error: Error) => callback(error));
    },
  });
  // A sender killed mid-message (the crash tests) resets its connection: nothing to report.
  server.on('error', () => {});
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.server.address() as AddressInfo;

  return {
    url: `smtp://127.0.0.1:${port}?ignoreTLS=true`,
    received,
    arrivals,
    /** How many messages reached the DATA stage, accepted or not. */
    attempts: () => attempts,
    mailsTo: (address: string) =>
      received.filter((mail) => mail.envelopeTo.includes(address.toLowerCase())),
    failNext(address: string, times: number) {
      temporaryFailures.set(address.toLowerCase(), times);
    },
    refuse(address: string) {
      refused.add(address.toLowerCase());
    },
    hold(address: string) {
      held.add(address.toLowerCase());
    },
    release(address: string) {
      held.delete(address.toLowerCase());
    },
    /**
     * Accepts messages to the address only after `ms` milliseconds. Resolves as the first of
     * them is accepted, just before the sender hears so.
     */
    slowDown(address: string, ms: number): Promise<void> {
      delays.set(address.toLowerCase(), ms);
      return new Promise((resolve) => acceptedLate.set(address.toLowerCase(), resolve));
    },
    close: () =>
      new Promise<void>((resolve) => {
        for (const connection of server.connections) connection.close();
        server.close(() => resolve());
      }),
  };
}

export type SmtpSink = Awaited<ReturnType<typeof startSmtpSink>>;
