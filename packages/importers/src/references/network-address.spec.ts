import { classifyAddress } from './network-address';

describe('classifyAddress', () => {
  it.each([
    ['8.8.8.8', 'public'],
    ['172.32.0.1', 'public'],
    ['2606:4700::1111', 'public'],
    ['::ffff:8.8.8.8', 'public'],
    ['127.0.0.1', 'private'],
    ['127.255.255.254', 'private'],
    ['10.0.0.1', 'private'],
    ['172.16.0.1', 'private'],
    ['172.31.255.255', 'private'],
    ['192.168.1.1', 'private'],
    ['100.64.0.1', 'private'],
    ['100.127.255.255', 'private'],
    ['::1', 'private'],
    ['0:0:0:0:0:0:0:1', 'private'],
    ['fc00::1', 'private'],
    ['fd12:3456::1', 'private'],
    ['::ffff:127.0.0.1', 'private'],
    ['::ffff:7f00:1', 'private'],
    ['::ffff:10.1.2.3', 'private'],
    ['::127.0.0.1', 'private'],
    ['64:ff9b::7f00:1', 'private'],
    ['2002:c0a8:101::', 'private'],
    ['2001:0:4136:e378:8000:63bf:80ff:fffe', 'private'],
    ['0.0.0.0', 'forbidden'],
    ['0.1.2.3', 'forbidden'],
    ['::', 'forbidden'],
    ['169.254.169.254', 'forbidden'],
    ['169.254.170.2', 'forbidden'],
    ['100.100.100.200', 'forbidden'],
    ['192.0.0.192', 'forbidden'],
    ['fd00:ec2::254', 'forbidden'],
    ['fe80::1', 'forbidden'],
    ['fe80::1%eth0', 'forbidden'],
    ['::ffff:169.254.169.254', 'forbidden'],
    ['::ffff:0.0.0.0', 'forbidden'],
    ['224.0.0.1', 'forbidden'],
    ['239.255.255.250', 'forbidden'],
    ['ff02::1', 'forbidden'],
    ['255.255.255.255', 'forbidden'],
    ['240.0.0.1', 'forbidden'],
    ['localhost', 'forbidden'],
    ['127.1', 'forbidden'],
    ['1:2:3:4:5:6:7:8:9', 'forbidden'],
  ])('%s is %s', (address, expected) => {
    expect(classifyAddress(address).class).toBe(expected);
  });

  it('names the embedded form in the reason', () => {
    expect(classifyAddress('::ffff:127.0.0.1')).toEqual({ class: 'private', reason: 'loopback, as IPv4-mapped IPv6' });
    expect(classifyAddress('169.254.169.254')).toEqual({ class: 'forbidden', reason: 'link-local (cloud metadata)' });
  });
});
