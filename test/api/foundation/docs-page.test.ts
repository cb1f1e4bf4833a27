import { expect } from 'chai';
import { docsPageDocument, docsPageOptions, SIGN_IN_SCHEME } from '../../../api/openapi/docs-page.js';

const signIn = { issuer: 'https://id.example.com/dex/', clientId: 'edge-vision', scopes: 'openid' };
const bearer = [{ bearerAuth: [] }];

const published = {
  paths: {
    '/organization': { get: { tags: ['Organization'], security: bearer } },
    '/healthz': { get: { tags: ['Operations'] } },
  },
  components: { securitySchemes: { bearerAuth: { type: 'http', scheme: 'bearer' } } },
};

describe("the API explorer's copy of the document", () => {
  const page = docsPageDocument(published, signIn);

  it('keeps every published route', () => {
    expect(Object.keys(page.paths)).to.deep.equal(['/organization', '/healthz']);
  });

  it('offers the sign-in wherever a bearer token is accepted, found by the issuer discovery', () => {
    expect(page.paths['/organization'].get.security).to.deep.equal([...bearer, { [SIGN_IN_SCHEME]: [] }]);
    expect(page.paths['/healthz'].get).to.not.have.property('security');
    expect(page.components.securitySchemes).to.have.deep.property(SIGN_IN_SCHEME, {
      type: 'openIdConnect',
      openIdConnectUrl: 'https://id.example.com/dex/.well-known/openid-configuration',
      description: (page.components.securitySchemes as any)[SIGN_IN_SCHEME].description,
    });
    expect(published.paths['/organization'].get.security).to.deep.equal(bearer);
  });

  it("signs in without offline_access, so the same person's console keeps its refresh token", () => {
    const options = docsPageOptions({ ...signIn, scopes: 'openid email profile offline_access' });
    const oauth = (options.swaggerOptions as { oauth: { scopes: string; clientId: string } }).oauth;
    expect(oauth.scopes).to.equal('openid email profile');
    expect(oauth.clientId).to.equal('edge-vision');
  });
});
