import { describe, expect, it } from 'vitest';
import { fromHeader, headerSafe, htmlMail, plainText, senderNameOf } from './mail';

/** The display name of a From header, decoded from RFC 2047 encoded words where it has them. */
function displayNameOf(header: string): string {
  const name = header.slice(0, header.lastIndexOf(' <'));
  if (name.startsWith('"')) return name.slice(1, -1);
  return name
    .split(' ')
    .map((word) => /^=\?UTF-8\?B\?(.*)\?=$/.exec(word)?.[1] ?? '')
    .map((base64) => Buffer.from(base64, 'base64').toString('utf8'))
    .join('');
}

describe('the sender of a company’s mails', () => {
  it('is "<company> via Shiftplan" without what could pass for an address or another sender', () => {
    expect(senderNameOf('Sonnenhof Pflege GmbH')).toBe('Sonnenhof Pflege GmbH via Shiftplan');
    expect(senderNameOf('PayPal" <security@paypal.example>')).toBe(
      'PayPal security paypal.example via Shiftplan',
    );
    expect(senderNameOf('Bank\r\nBcc: victim@example.com')).toBe(
      'Bank Bcc: victim example.com via Shiftplan',
    );
    // Direction overrides and invisible characters could turn the text around or hide it.
    expect(senderNameOf('\u202eknaB\u200b Co')).toBe('knaB Co via Shiftplan');
    expect(senderNameOf(' "@<> ')).toBe('Shiftplan');
    expect(senderNameOf('x'.repeat(200))).toBe(`${'x'.repeat(60)} via Shiftplan`);
  });

  it('quotes an ASCII name and encodes any other in words of at most 75 characters', () => {
    expect(fromHeader('Acme via Shiftplan', 'no-reply@shiftplan.example')).toBe(
      '"Acme via Shiftplan" <no-reply@shiftplan.example>',
    );
    const name = senderNameOf('Müller & Söhne Pflegedienst Nordrhein-Westfalen ÄÖÜ GmbH');
    const header = fromHeader(name, 'no-reply@shiftplan.example');
    expect(header).toMatch(/^(=\?UTF-8\?B\?[A-Za-z0-9+/=]+\?= )+<no-reply@shiftplan\.example>$/);
    for (const word of header.split(' ').slice(0, -1)) expect(word.length).toBeLessThanOrEqual(75);
    expect(displayNameOf(header)).toBe(name);
    expect(header).toMatch(/^[\x20-\x7e]+$/);
  });
});

describe('text a user wrote', () => {
  it('never breaks out of the subject line', () => {
    expect(headerSafe('Hello\r\nBcc: victim@example.com\u0000 there')).toBe(
      'Hello Bcc: victim@example.com there',
    );
    expect(headerSafe('y'.repeat(300))).toHaveLength(200);
  });

  it('is escaped in HTML and makes no link; the text part keeps it as written, with LF line ends', () => {
    const html = htmlMail({
      lang: 'en',
      paragraphs: ['<a href="https://evil.example">Log in</a> <script>alert(1)</script> & more'],
      action: { label: 'Open Shiftplan', url: 'https://app.example/notifications' },
      footer: 'Footer <b>',
    });
    expect(html).toContain(
      '&lt;a href=&quot;https://evil.example&quot;&gt;Log in&lt;/a&gt; &lt;script&gt;alert(1)&lt;/script&gt; &amp; more',
    );
    expect(html).not.toContain('<script>');
    expect(html.match(/<a /g)).toHaveLength(1);
    expect(html).toContain('<a href="https://app.example/notifications"');
    expect(html).toContain('Footer &lt;b&gt;');
    expect(plainText('one\r\ntwo\rthree\u0007')).toBe('one\ntwo\nthree');
  });
});
