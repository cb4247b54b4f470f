import { describe, expect, it } from 'vitest';
import { mailboxEntry, mailboxFileName } from './dev-mailbox-entry';
import { mailMessage } from './mail-message';

const png = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);

describe('the development mailbox entry', () => {
  it('keeps the HTML as sent, the text part and each inline attachment in base64', async () => {
    const message = mailMessage({
      from: 'Foyer <noreply@foyer.test>',
      recipient: 'ana@foyer.test',
      subject: 'Ihre Tickets',
      body: '<html><body><p>Platz 7</p><img src="cid:qr-1" alt="QR"></body></html>',
      attachments: [{ filename: 'qr-1.png', cid: 'qr-1', contentType: 'image/png', content: png }],
    });
    const entry = await mailboxEntry(message, new Date('2027-03-01T10:00:00Z'));
    expect(entry.html).toContain('src="cid:qr-1"');
    expect(entry.text).toContain('Platz 7');
    expect(entry.text).not.toContain('cid:');
    expect(entry.attachments).toEqual([
      { filename: 'qr-1.png', cid: 'qr-1', contentType: 'image/png', contentBase64: png.toString('base64') },
    ]);
    // The mailbox page shows `body`: there the image is inlined, since a browser cannot resolve cid:.
    expect(entry.body).toContain(`src="data:image/png;base64,${png.toString('base64')}"`);
    expect(entry.recipient).toBe('ana@foyer.test');
  });

  it('names files so that the newest sorts first, whatever the recipient', () => {
    const older = mailboxFileName('a@b.c', new Date('2027-03-01T10:00:00Z'));
    const newer = mailboxFileName('../../etc/passwd', new Date('2027-03-01T10:00:01Z'));
    expect(newer > older).toBe(true);
    expect(newer).not.toContain('/');
    expect(newer.endsWith('.json')).toBe(true);
  });
});
