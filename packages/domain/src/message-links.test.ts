import { describe, expect, it } from 'vitest';
import { linkHost, sameSitePath, splitMessageLinks, type MessagePart } from './message-links';

const text = (value: string): MessagePart => ({ kind: 'text', text: value });
const link = (value: string, href = value): MessagePart => ({ kind: 'link', text: value, href });

describe('splitMessageLinks', () => {
  it.each<[string, string, MessagePart[]]>([
    [
      'plain text',
      'Dobar dan, da li je oglas aktivan?',
      [text('Dobar dan, da li je oglas aktivan?')],
    ],
    ['empty', '', []],
    ['an https link', 'https://primer.rs/oglas', [link('https://primer.rs/oglas')]],
    [
      'an http link inside text',
      'Pogledajte http://primer.rs/a?b=1 pa javite',
      [text('Pogledajte '), link('http://primer.rs/a?b=1'), text(' pa javite')],
    ],
    [
      'trailing full stop',
      'Vidi https://primer.rs/plac.',
      [text('Vidi '), link('https://primer.rs/plac'), text('.')],
    ],
    [
      'trailing comma and question mark',
      'https://a.rs, https://b.rs?',
      [
        link('https://a.rs', 'https://a.rs/'),
        text(', '),
        link('https://b.rs', 'https://b.rs/'),
        text('?'),
      ],
    ],
    [
      'a link in brackets',
      '(https://primer.rs/x)',
      [text('('), link('https://primer.rs/x'), text(')')],
    ],
    [
      'brackets that belong to the address',
      'https://sr.wikipedia.org/wiki/Plac_(zemljište)',
      [
        link(
          'https://sr.wikipedia.org/wiki/Plac_(zemljište)',
          'https://sr.wikipedia.org/wiki/Plac_(zemlji%C5%A1te)',
        ),
      ],
    ],
    ['upper-case scheme', 'HTTPS://PRIMER.RS', [link('HTTPS://PRIMER.RS', 'https://primer.rs/')]],
    [
      'two links on two lines',
      'https://a.rs/1\nhttps://b.rs/2',
      [link('https://a.rs/1'), text('\n'), link('https://b.rs/2')],
    ],
    ['javascript: is never a link', 'javascript:alert(1)', [text('javascript:alert(1)')]],
    ['javascript: with a comment', 'javascript://%0aalert(1)', [text('javascript://%0aalert(1)')]],
    ['a host that is not one', 'https://x.rs%0aalert(1)', [text('https://x.rs%0aalert(1)')]],
    ['data: is never a link', 'data:text/html,<b>x</b>', [text('data:text/html,<b>x</b>')]],
    ['ftp: is never a link', 'ftp://primer.rs/f', [text('ftp://primer.rs/f')]],
    ['file: is never a link', 'file:///etc/passwd', [text('file:///etc/passwd')]],
    ['a scheme glued to a word', 'xhttps://primer.rs', [text('xhttps://primer.rs')]],
    ['no host', 'https:// primer', [text('https:// primer')]],
    [
      'credentials in the address',
      'https://user:pw@primer.rs',
      [text('https://user:pw@primer.rs')],
    ],
    ['a bare domain is text', 'www.primer.rs', [text('www.primer.rs')]],
  ])('%s', (_, input, expected) => {
    const parts = splitMessageLinks(input);
    expect(parts).toEqual(expected);
    expect(parts.map((part) => part.text).join('')).toBe(input);
  });

  it('never yields a link that is not http or https', () => {
    const hostile = 'javascript:x vbscript:y data:z blob:https://a.rs/1 https://ok.rs';
    const links = splitMessageLinks(hostile).filter((part) => part.kind === 'link');
    expect(links.map((part) => (part.kind === 'link' ? part.href : ''))).toEqual([
      'https://a.rs/1',
      'https://ok.rs/',
    ]);
  });
});

describe('sameSitePath', () => {
  it.each([
    ['https://nekretnine.rs/ads/1', 'https://nekretnine.rs', '/ads/1'],
    ['https://nekretnine.rs:443/ads/1?x=1#a', 'https://nekretnine.rs', '/ads/1?x=1#a'],
    ['https://nekretnine.rs', 'https://nekretnine.rs', '/'],
    ['http://nekretnine.rs/ads/1', 'https://nekretnine.rs', null],
    ['https://nekretnine.rs.evil.rs/', 'https://nekretnine.rs', null],
    ['https://evil.rs/?https://nekretnine.rs', 'https://nekretnine.rs', null],
    ['http://127.0.0.1:3000/business', 'http://127.0.0.1:3000', '/business'],
    ['http://127.0.0.1:3001/business', 'http://127.0.0.1:3000', null],
    ['not a url', 'https://nekretnine.rs', null],
    // A path that stands alone as `//host/…` is a protocol-relative link to that host.
    ['http://127.0.0.1:3000//evil.example/phish', 'http://127.0.0.1:3000', null],
    ['http://127.0.0.1:3000/\\evil.example/x', 'http://127.0.0.1:3000', null],
    ['https://nekretnine.rs///evil.example', 'https://nekretnine.rs', null],
    ['https://nekretnine.rs/ads//1', 'https://nekretnine.rs', '/ads//1'],
    [
      'https://nekretnine.rs/a?next=//evil.example',
      'https://nekretnine.rs',
      '/a?next=//evil.example',
    ],
  ])('%s on %s -> %s', (href, origin, expected) => {
    expect(sameSitePath(href, origin)).toBe(expected);
  });
});

describe('linkHost', () => {
  it.each([
    ['https://primer.rs/oglas', 'primer.rs'],
    ['http://primer.rs:8080/', 'primer.rs:8080'],
    ['https://Primer.RS/x', 'primer.rs'],
  ])('%s -> %s', (href, expected) => {
    expect(linkHost(href)).toBe(expected);
  });
});
