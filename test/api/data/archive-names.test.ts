import { expect } from 'chai';
import { ArchiveNames } from '../../../api/modules/data/exports/archive-names.js';

const item = (image_id: number, filename: string, content_type = 'image/jpeg') => ({
  image_id,
  filename,
  content_type,
});

describe('archive names in exports (original file names, collisions resolved)', () => {
  it('keeps original names and their extension when it matches the type', () => {
    const names = new ArchiveNames();
    expect(names.nameFor(item(1, 'dock-a.JPG'))).to.deep.equal({ file: 'dock-a.JPG', stem: 'dock-a' });
    expect(names.nameFor(item(2, 'yard.jpeg'))).to.deep.equal({ file: 'yard.jpeg', stem: 'yard' });
    expect(names.nameFor(item(3, 'gate.png', 'image/png')).file).to.equal('gate.png');
  });

  it("appends the type's extension when the name has none or another type's", () => {
    const names = new ArchiveNames();
    expect(names.nameFor(item(1, 'frame')).file).to.equal('frame.jpg');
    expect(names.nameFor(item(2, 'shot.png')).file).to.equal('shot.png.jpg');
    expect(names.nameFor(item(3, 'x.tiff', 'image/webp')).file).to.equal('x.tiff.webp');
  });

  it('replaces characters file systems refuse', () => {
    expect(new ArchiveNames().nameFor(item(1, 'a:b*c?.jpg')).file).to.equal('a_b_c_.jpg');
    expect(new ArchiveNames().nameFor(item(1, '   ')).file).to.equal('image.jpg');
  });

  it('gives later images with a taken stem (any case, any extension) their id, predictably', () => {
    const names = new ArchiveNames();
    const files = [
      item(4, 'cam.jpg'),
      item(9, 'CAM.jpg'),
      item(12, 'cam.png', 'image/png'),
      item(13, 'cam_20.jpg'),
      item(20, 'cam.jpg'),
    ].map((i) => names.nameFor(i).file);
    expect(files).to.deep.equal(['cam.jpg', 'CAM_9.jpg', 'cam_12.png', 'cam_20.jpg', 'cam_20_2.jpg']);
    // A second pass over the same items in the same order names them the same.
    const again = new ArchiveNames();
    expect([item(4, 'cam.jpg'), item(9, 'CAM.jpg')].map((i) => again.nameFor(i).file)).to.deep.equal([
      'cam.jpg',
      'CAM_9.jpg',
    ]);
  });
});
