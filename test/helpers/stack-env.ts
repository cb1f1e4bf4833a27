/** The servers `npm test` started for this run, read from the environment it passes to mocha. */
function required(name: string): string {
  const value = process.env[name];
  if (!value) throw new Error(`${name} is not set: run the suites with \`npm test\`, which starts the servers`);
  return value;
}

export const stackEnv = {
  get mongodbUri() {
    return required('MONGODB_URI');
  },
  get s3Endpoint() {
    return required('S3_ENDPOINT');
  },
  get s3AccessKey() {
    return required('S3_ACCESS_KEY');
  },
  get s3SecretKey() {
    return required('S3_SECRET_KEY');
  },
  get issuer() {
    return required('OIDC_ISSUER_URL');
  },
  get dir() {
    return required('TEST_STACK_DIR');
  },
};
