import { expect } from 'chai';
import { withoutFirewallChains } from '../../scripts/stack/node/network-policies.js';

describe("the real node's NetworkPolicy enforcement, stopped", () => {
  // An iptables-save dump as kube-router and kube-proxy leave it (abridged from a real node).
  const dump = [
    '*filter',
    ':INPUT ACCEPT [0:0]',
    ':FORWARD ACCEPT [0:0]',
    ':KUBE-FORWARD - [0:0]',
    ':KUBE-ROUTER-FORWARD - [0:0]',
    ':KUBE-POD-FW-ABCDEF - [0:0]',
    ':KUBE-NWPLCY-DEFAULT - [0:0]',
    '-A INPUT -m comment --comment "kube-router netpol" -j KUBE-ROUTER-INPUT',
    '-A FORWARD -m comment --comment "kube-router netpol" -j KUBE-ROUTER-FORWARD',
    '-A FORWARD -m comment --comment "kubernetes forwarding rules" -j KUBE-FORWARD',
    '-A KUBE-FORWARD -m conntrack --ctstate RELATED,ESTABLISHED -j ACCEPT',
    '-A KUBE-ROUTER-FORWARD -d 10.244.0.7/32 -j KUBE-POD-FW-ABCDEF',
    '-A KUBE-POD-FW-ABCDEF -m mark ! --mark 0x10000/0x10000 -j REJECT',
    '-A KUBE-NWPLCY-DEFAULT -j MARK --set-xmark 0x10000/0x10000',
    'COMMIT',
  ].join('\n');

  it("removes kube-router's chains and the jumps to them, keeping kube-proxy's rules", () => {
    expect(withoutFirewallChains(dump).split('\n')).to.deep.equal([
      '*filter',
      ':INPUT ACCEPT [0:0]',
      ':FORWARD ACCEPT [0:0]',
      ':KUBE-FORWARD - [0:0]',
      '-A FORWARD -m comment --comment "kubernetes forwarding rules" -j KUBE-FORWARD',
      '-A KUBE-FORWARD -m conntrack --ctstate RELATED,ESTABLISHED -j ACCEPT',
      'COMMIT',
    ]);
  });
});
