import { expect } from 'chai';
import { isSameFile, parsePendingImport } from '../../console/src/pending-import-record.js';

describe('the record that resumes an import upload after a reload', () => {
  const record = { uploadId: 'u-1', format: 'coco', name: 'lot.zip', size: 42, lastModified: 1_700_000_000_000 };

  it('takes the same file back by name, size and modification time, and no other', () => {
    expect(isSameFile(record, { name: 'lot.zip', size: 42, lastModified: 1_700_000_000_000 })).to.equal(true);
    expect(isSameFile(record, { name: 'lot.zip', size: 43, lastModified: 1_700_000_000_000 })).to.equal(false);
    expect(isSameFile(record, { name: 'lot.zip', size: 42, lastModified: 1_700_000_000_001 })).to.equal(false);
    expect(isSameFile(record, { name: 'lots.zip', size: 42, lastModified: 1_700_000_000_000 })).to.equal(false);
  });

  it('reads back what it wrote and ignores anything else in storage', () => {
    expect(parsePendingImport(JSON.stringify({ ...record, token: 'x' }))).to.deep.equal(record);
    expect(parsePendingImport(null)).to.equal(null);
    expect(parsePendingImport('{not json')).to.equal(null);
    expect(parsePendingImport(JSON.stringify({ ...record, size: '42' }))).to.equal(null);
    expect(parsePendingImport(JSON.stringify({ ...record, uploadId: '' }))).to.equal(null);
  });
});
