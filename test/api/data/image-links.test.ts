import { systemClock } from '../../../api/lib/clock.js';
import { expect } from 'chai';
import sharp from 'sharp';
import { LinkSignatures } from '../../../api/lib/link-signatures.js';
import { ImageLinks } from '../../../api/modules/data/images/image-links.js';
import type { ApiClient } from '../../helpers/client.js';
import { newDevice, uploadImage } from '../../helpers/data.js';
import { startTestApi, type TestApi } from '../../helpers/test-api.js';
import { freshUser } from '../../helpers/users.js';

describe('images and thumbnails through signed addresses on the API origin', function () {
  this.timeout(60_000);
  let t: TestApi;
  let owner: ApiClient;
  let image: any;

  before(async () => {
    t = await startTestApi({ PUBLIC_BASE_URL: 'https://vision.example.com/api' });
    owner = await t.as(freshUser());
    const { client: device } = await newDevice(owner, t.client);
    image = await uploadImage(device, 'dock.jpg', 5);
  });
  after(async () => t?.stop());

  /** The address as a browser would fetch it, sent to the test server instead of the public host. */
  const fetchLink = (url: string, headers: Record<string, string> = {}) => {
    const { pathname, search } = new URL(url);
    return fetch(`${t.api.url}${pathname}${search}`, { headers });
  };

  it('lists image and thumbnail addresses on the public API origin, never the object store', async () => {
    const listed = (await owner.get(`/data/images?ids=${image.id}&include_url=true`)).body.data[0];
    for (const url of [listed.image_url, listed.thumbnail_url]) {
      expect(url).to.match(new RegExp(`^https://vision\\.example\\.com/api/images/${image.id}/(content|thumbnail)\\?`));
    }
    const single = (await owner.get(`/images/${image.id}/url`)).body.data;
    expect(single.url).to.equal(listed.image_url);

    const content = await fetchLink(listed.image_url);
    expect(content.status).to.equal(200);
    expect(content.headers.get('content-type')).to.equal('image/jpeg');
    const bytes = Buffer.from(await content.arrayBuffer());
    expect((await sharp(bytes).metadata()).width).to.equal(image.width);
    expect(content.headers.get('cache-control')).to.match(/^private, max-age=\d+$/);

    const thumb = await fetchLink(listed.thumbnail_url);
    expect(thumb.status).to.equal(200);
    const meta = await sharp(Buffer.from(await thumb.arrayBuffer())).metadata();
    expect(meta.format).to.equal('jpeg');
    expect(meta.width! <= 320 && meta.height! <= 240).to.equal(true);
    // Revalidation as a browser does it: the same ETag answers 304 without a body. (A set
    // cache-control keeps fetch() from adding its own no-cache, which forbids a 304.)
    const again = await fetchLink(listed.thumbnail_url, {
      'if-none-match': thumb.headers.get('etag')!,
      'cache-control': 'max-age=0',
    });
    expect(again.status).to.equal(304);
  });

  it('answers 404 to an altered, foreign or expired address', async () => {
    const { image_url: url } = (await owner.get(`/data/images?ids=${image.id}&include_url=true`)).body.data[0];
    const u = new URL(url);
    const tampered = new URL(u);
    tampered.searchParams.set('exp', String(Number(u.searchParams.get('exp')) + 3600));
    expect((await fetchLink(tampered.href)).status).to.equal(404);
    const otherOrg = new URL(u);
    otherOrg.searchParams.set('org', String(Number(u.searchParams.get('org')) + 1));
    expect((await fetchLink(otherOrg.href)).status).to.equal(404);
    const otherImage = new URL(u.href.replace(`/images/${image.id}/`, `/images/${image.id + 1}/`));
    expect((await fetchLink(otherImage.href)).status).to.equal(404);
    const asThumbnail = new URL(u.href.replace('/content?', '/thumbnail?'));
    expect((await fetchLink(asThumbnail.href)).status).to.equal(404);
  });

  it('aligns expiries so a page listed twice soon gets the same addresses, and refuses expired ones', () => {
    const links = new ImageLinks(new LinkSignatures('k', 'test links'), 3600, systemClock);
    const at = Date.UTC(2026, 10, 27, 10, 0, 7);
    const first = links.url('https://x/api', 'thumbnail', { organizationId: 1, id: 2 }, at);
    expect(links.url('https://x/api', 'thumbnail', { organizationId: 1, id: 2 }, at + 60_000).url).to.equal(first.url);
    const exp = Number(new URL(first.url).searchParams.get('exp'));
    const sig = new URL(first.url).searchParams.get('sig')!;
    expect(exp - at / 1000).to.be.within(3600, 3600 + 900);
    expect(links.check('thumbnail', 1, 2, exp, sig, at)).to.be.a('number');
    expect(links.check('thumbnail', 1, 2, exp, sig, exp * 1000 + 1)).to.equal(null);
  });
});
