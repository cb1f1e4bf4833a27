import { expect } from 'chai';
import { ObjectStoreError } from '../../../api/lib/storage.js';
import {
  putMayHaveStored,
  removalDelayMs,
  REMOVAL_ATTEMPTS,
} from '../../../api/modules/data/images/lost-answer-removal.js';

const connectionError = (code: string) => Object.assign(new Error(code), { code });

describe("removing a refused upload's object whose PUT may have landed", () => {
  it('removes after a cut connection, not after an answered error or a connection never made', () => {
    expect(putMayHaveStored(connectionError('ECONNRESET'))).to.equal(true);
    expect(putMayHaveStored(new Error('socket hang up'))).to.equal(true);
    expect(putMayHaveStored(new ObjectStoreError(503, 'ServiceUnavailable'))).to.equal(false);
    expect(putMayHaveStored(connectionError('ECONNREFUSED'))).to.equal(false);
  });

  it('retries for about ten minutes, at most 10 s apart, before leaving it to the sweeper', () => {
    const delays = Array.from({ length: REMOVAL_ATTEMPTS - 1 }, (_, n) => removalDelayMs(n));
    expect(delays[0]).to.equal(250);
    expect(Math.max(...delays)).to.equal(10_000);
    const totalS = delays.reduce((sum, ms) => sum + ms, 0) / 1000;
    expect(totalS).to.be.within(540, 660);
  });
});
