import { describe, expect, it } from 'vitest';
import {
  checkedAddress,
  embeddedIpv4,
  isPrivateAddress,
  OutboundRefusal,
  outboundTarget,
} from './outbound-rules';

describe('isPrivateAddress', () => {
  it.each([
    ['127.0.0.1', 'loopback'],
    ['127.255.0.9', 'loopback'],
    ['10.0.0.1', '10/8'],
    ['10.255.255.255', '10/8'],
    ['172.16.0.1', '172.16/12'],
    ['172.31.255.254', '172.16/12'],
    ['192.168.1.10', '192.168/16'],
    ['100.64.0.1', 'shared 100.64/10'],
    ['100.127.255.1', 'shared 100.64/10'],
    ['169.254.169.254', 'link-local (cloud metadata)'],
    ['0.0.0.0', 'unspecified'],
    ['224.0.0.1', 'multicast'],
    ['255.255.255.255', 'broadcast'],
    ['::1', 'IPv6 loopback'],
    ['::', 'IPv6 unspecified'],
    ['fc00::1', 'unique local fc00::/7'],
    ['fd12:3456::1', 'unique local fc00::/7'],
    ['fe80::1', 'link-local fe80::/10'],
    ['febf::1', 'link-local fe80::/10'],
    ['::ffff:127.0.0.1', 'IPv4-mapped loopback'],
    ['::ffff:7f00:1', 'IPv4-mapped loopback in hex'],
    ['::ffff:10.0.0.1', 'IPv4-mapped 10/8'],
    ['::ffff:169.254.169.254', 'IPv4-mapped link-local'],
    ['64:ff9b::10.0.0.1', 'NAT64 of 10/8'],
    ['[::1]', 'bracketed IPv6 loopback'],
    ['not-an-address', 'no address at all'],
  ])('refuses %s (%s)', (address) => {
    expect(isPrivateAddress(address)).toBe(true);
  });

  it.each([
    '8.8.8.8',
    '1.1.1.1',
    '172.32.0.1',
    '100.128.0.1',
    '11.0.0.1',
    '2001:4860:4860::8888',
    '::ffff:8.8.8.8',
  ])('lets %s through', (address) => {
    expect(isPrivateAddress(address)).toBe(false);
  });

  it('reads the IPv4 address an IPv6 one carries', () => {
    expect(embeddedIpv4('::ffff:192.168.0.1')).toBe('192.168.0.1');
    expect(embeddedIpv4('::ffff:c0a8:1')).toBe('192.168.0.1');
    expect(embeddedIpv4('2001:db8::1')).toBeUndefined();
  });
});

const refusal = (run: () => unknown) => {
  try {
    run();
  } catch (error) {
    expect(error).toBeInstanceOf(OutboundRefusal);
    return (error as OutboundRefusal).message;
  }
  throw new Error('not refused');
};

describe('outboundTarget', () => {
  it('takes https to a public host, and plain http only to a listed one', () => {
    expect(outboundTarget('https://mcp.example.com/mcp', []).listed).toBe(false);
    expect(refusal(() => outboundTarget('http://mcp.example.com/mcp', []))).toMatch(
      /CONNECTORS_ALLOWED_HOSTS/,
    );
    expect(outboundTarget('http://mcp.example.com/mcp', ['mcp.example.com']).listed).toBe(true);
    expect(outboundTarget('http://127.0.0.1:4000/mcp', ['127.0.0.1']).listed).toBe(true);
    expect(outboundTarget('http://127.0.0.1:4000/mcp', ['127.0.0.1:4000']).listed).toBe(true);
    expect(() => outboundTarget('http://127.0.0.1:4001/mcp', ['127.0.0.1:4000'])).toThrow(OutboundRefusal);
    expect(() => outboundTarget('ftp://mcp.example.com/', [])).toThrow(OutboundRefusal);
    expect(() => outboundTarget('https://user:pw@mcp.example.com/', [])).toThrow(OutboundRefusal);
  });

  it('refuses a private address written in the URL unless it is listed', () => {
    for (const url of [
      'https://10.0.0.1/mcp',
      'https://127.0.0.1/mcp',
      'https://169.254.169.254/latest',
      'https://[::1]/mcp',
      'https://[::ffff:127.0.0.1]/mcp',
      'https://[fd00::1]/mcp',
      'https://0x7f000001/mcp',
      'https://2130706433/mcp',
    ])
      expect(
        refusal(() => outboundTarget(url, [])),
        url,
      ).toMatch(/private, loopback or link-local/);
    expect(outboundTarget('https://[::1]:8443/mcp', ['[::1]:8443']).hostname).toBe('::1');
  });
});

describe('checkedAddress', () => {
  const target = outboundTarget('https://mcp.example.com/mcp', []);

  it('refuses a name resolving to a private address, any of its addresses', () => {
    expect(() => checkedAddress(target, [{ address: '127.0.0.1', family: 4 }])).toThrow(/resolves to/);
    expect(() =>
      checkedAddress(target, [
        { address: '93.184.216.34', family: 4 },
        { address: '::ffff:10.1.2.3', family: 6 },
      ]),
    ).toThrow(OutboundRefusal);
    expect(() => checkedAddress(target, [])).toThrow(/does not resolve/);
  });

  it('answers the first address when all are public, or when the host is listed', () => {
    expect(checkedAddress(target, [{ address: '93.184.216.34', family: 4 }]).address).toBe('93.184.216.34');
    const listed = outboundTarget('http://mcp.internal:8080/mcp', ['mcp.internal:8080']);
    expect(checkedAddress(listed, [{ address: '10.0.0.5', family: 4 }]).address).toBe('10.0.0.5');
  });
});
