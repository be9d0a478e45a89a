import net from 'node:net';
import { afterAll, describe, expect, it } from 'vitest';
import { smtpMailer } from './mail';

/** A minimal SMTP peer on loopback that records what it is sent. */
function smtpSink() {
  const received: string[] = [];
  const server = net.createServer((socket) => {
    let inData = false;
    let buffer = '';
    let message = '';
    socket.write('220 sink ESMTP\r\n');
    socket.on('data', (chunk) => {
      buffer += String(chunk);
      let idx = buffer.indexOf('\r\n');
      while (idx >= 0) {
        const line = buffer.slice(0, idx);
        buffer = buffer.slice(idx + 2);
        if (inData) {
          if (line === '.') {
            inData = false;
            received.push(message);
            message = '';
            socket.write('250 queued\r\n');
          } else message += `${line}\n`;
        } else if (/^(EHLO|HELO)/i.test(line)) socket.write('250-sink\r\n250 8BITMIME\r\n');
        else if (/^DATA/i.test(line)) {
          inData = true;
          socket.write('354 go ahead\r\n');
        } else if (/^QUIT/i.test(line)) socket.end('221 bye\r\n');
        else socket.write('250 ok\r\n');
        idx = buffer.indexOf('\r\n');
      }
    });
  });
  return { server, received };
}

const sink = smtpSink();
afterAll(() => new Promise<void>((r) => sink.server.close(() => r())));

describe('SMTP mailer', () => {
  it('delivers through the server named by SMTP_URL', async () => {
    await new Promise<void>((r) => sink.server.listen(0, '127.0.0.1', () => r()));
    const port = (sink.server.address() as net.AddressInfo).port;
    const mailer = smtpMailer(`smtp://127.0.0.1:${port}?ignoreTLS=true`, 'Console <no-reply@example.com>');
    await mailer.send({ to: 'merchant@example.com', subject: 'Your code', text: 'Your code is 123456' });
    expect(sink.received).toHaveLength(1);
    expect(sink.received[0]).toContain('To: merchant@example.com');
    expect(sink.received[0]).toContain('Your code is 123456');
  });
});
