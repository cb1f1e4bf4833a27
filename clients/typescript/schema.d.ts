// Generated from /api/openapi.json by `npm run clients:generate:ts` (openapi-typescript). Do not edit.
export interface paths {
  '/healthz': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** Liveness: the process is serving */
    get: operations['getHealthz'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/readyz': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** Readiness: the database and the object store answer */
    get: operations['getReadyz'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/metrics': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** Prometheus metrics */
    get: operations['getMetrics'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/invitations': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /**
     * List the caller's pending invitations
     * @description Works whether or not the caller belongs to any organization; X-Organization-Id is ignored. Invitations are matched to the verified email address of the token.
     */
    get: operations['getInvitations'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/invitations/{id}/accept': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /**
     * Accept an invitation
     * @description Works whether or not the caller belongs to any organization; X-Organization-Id is ignored. Invitations are matched to the verified email address of the token. The caller joins the organization with the invited role.
     */
    post: operations['postInvitationsIdAccept'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/invitations/{id}/decline': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /**
     * Decline an invitation
     * @description Works whether or not the caller belongs to any organization; X-Organization-Id is ignored. Invitations are matched to the verified email address of the token. The invitation is deleted; the organization may invite again.
     */
    post: operations['postInvitationsIdDecline'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/organization': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /**
     * Get the caller's organization
     * @description A user's first authenticated request creates their own organization, with them as owner (once per user ever). Users who belong to several organizations choose one with the X-Organization-Id header; without it they act in their oldest membership. A user who belongs to no organization gets 404 NOT_FOUND.
     *
     *     Requires permission `organization:read` (roles: owner, admin, member, viewer).
     */
    get: operations['getOrganization'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    /**
     * Update the organization name or settings
     * @description Requires permission `organization:update` (roles: owner, admin).
     */
    patch: operations['patchOrganization'];
    trace?: never;
  };
  '/organizations': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /**
     * List the organizations the caller belongs to
     * @description Every organization of the signed-in user with their role in it, oldest first; pick one with the X-Organization-Id header. Memberships of other users never appear.
     *
     *     Requires permission `organization:read` (roles: owner, admin, member, viewer).
     */
    get: operations['getOrganizations'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/organization/members': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /**
     * List members
     * @description Requires permission `organization:read` (roles: owner, admin, member, viewer).
     */
    get: operations['getOrganizationMembers'];
    put?: never;
    /**
     * Invite a member by email
     * @description Sends an invitation: the person sees it in GET /invitations once signed in with that (verified) email, and joins with this role only when they accept it (`joined` stays false and they have no access until then). Removing the membership before that withdraws the invitation.
     *
     *     Requires permission `members:manage` (roles: owner, admin).
     */
    post: operations['postOrganizationMembers'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/organization/members/{id}': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    post?: never;
    /**
     * Remove a member
     * @description The last owner cannot be removed.
     *
     *     Requires permission `members:manage` (roles: owner, admin).
     */
    delete: operations['deleteOrganizationMembersId'];
    options?: never;
    head?: never;
    /**
     * Change a member's role
     * @description Requires permission `members:manage` (roles: owner, admin).
     */
    patch: operations['patchOrganizationMembersId'];
    trace?: never;
  };
  '/organization/leave': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /**
     * Leave the organization
     * @description The caller leaves the organization they act in (X-Organization-Id). An owner may leave only while another owner remains (409 CONFLICT otherwise).
     *
     *     Requires permission `organization:read` (roles: owner, admin, member, viewer).
     */
    post: operations['postOrganizationLeave'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/organization/api-keys': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /**
     * List API keys (never their secrets): your own, or every key for an admin
     * @description Requires permission `organization:read` (roles: owner, admin, member, viewer).
     */
    get: operations['getOrganizationApiKeys'];
    put?: never;
    /**
     * Create a personal API key for scripts and CI
     * @description The key acts as you in this organization, with `role` (at most yours; lowered with yours later, and stopped if you leave the organization). Send it as `Authorization: Bearer evk_…` wherever a user token is accepted (also in Swagger UI's Authorize). The `key` is in this response only; the platform keeps a hash. A key cannot create keys.
     *
     *     Requires permission `organization:read` (roles: owner, admin, member, viewer).
     */
    post: operations['postOrganizationApiKeys'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/organization/api-keys/{id}': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    post?: never;
    /**
     * Revoke an API key (yours, or any for an admin)
     * @description A revoked key is refused from the next request on. Revoking twice is harmless.
     *
     *     Requires permission `organization:read` (roles: owner, admin, member, viewer).
     */
    delete: operations['deleteOrganizationApiKeysId'];
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/provisioning-tokens': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /**
     * List provisioning tokens (never their secrets)
     * @description Requires permission `devices:read` (roles: owner, admin, member, viewer).
     */
    get: operations['getProvisioningTokens'];
    put?: never;
    /**
     * Create a single-use provisioning token
     * @description The `token` is shown in this response only; the platform keeps a hash.
     *
     *     Requires permission `devices:manage` (roles: owner, admin).
     */
    post: operations['postProvisioningTokens'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/provisioning-tokens/{id}': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    post?: never;
    /**
     * Revoke a token
     * @description A revoked token provisions nothing. A token already used answers 409.
     *
     *     Requires permission `devices:manage` (roles: owner, admin).
     */
    delete: operations['deleteProvisioningTokensId'];
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/devices/provision': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /**
     * Provision a device with a single-use token (public)
     * @description Creates the device (approved, or pending when the organization's devices_require_approval is on) and its API key in the token's organization and marks the token used. Exactly one device per token, also under concurrent attempts. A device_id already registered answers 409 DEVICE_EXISTS and leaves the token usable. When container management is configured, an Edge Agent environment is created too and its settings come back in `edge`; if that fails, nothing is created (503).
     */
    post: operations['postDevicesProvision'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/device/self': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** The calling device's record */
    get: operations['getDeviceSelf'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/device/checkin': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /**
     * Health check-in (heartbeat)
     * @description Updates last-seen, status and metrics, and adds to the device's bounded check-in history. A device waiting for approval may check in (its reply lists no deployments). At most RATE_LIMIT_DEVICE_CHECKINS check-ins per device and RATE_LIMIT_DEVICE_WINDOW_S, else 429 RATE_LIMITED with `Retry-After`.
     */
    post: operations['postDeviceCheckin'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/core/devices': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /**
     * List devices
     * @description Requires permission `devices:read` (roles: owner, admin, member, viewer).
     */
    get: operations['getCoreDevices'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/core/devices/{id}': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /**
     * Get a device
     * @description Requires permission `devices:read` (roles: owner, admin, member, viewer).
     */
    get: operations['getCoreDevicesId'];
    put?: never;
    post?: never;
    /**
     * Delete a device
     * @description Its key stops working at once; its images stay. Its Edge Agent environment is removed.
     *
     *     Requires permission `devices:manage` (roles: owner, admin).
     */
    delete: operations['deleteCoreDevicesId'];
    options?: never;
    head?: never;
    /**
     * Rename, relabel, approve, reject or disable a device
     * @description Status transitions are listed in DeviceApprovalStatus; others answer 409 CONFLICT.
     *
     *     Requires permission `devices:manage` (roles: owner, admin).
     */
    patch: operations['patchCoreDevicesId'];
    trace?: never;
  };
  '/core/devices/{id}/checkins': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /**
     * A device's check-in history (telemetry), newest first
     * @description The bounded history (CHECKIN_HISTORY_LIMIT entries per device), optionally within a time range: `since` inclusive, `until` exclusive.
     *
     *     Requires permission `devices:read` (roles: owner, admin, member, viewer).
     */
    get: operations['getCoreDevicesIdCheckins'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/setup': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /**
     * The device setup script (POSIX shell, public)
     * @description Run on a device: `curl -fsSL <base>/setup | PROVISIONING_TOKEN=ptk_... sh`. It provisions the device (DEVICE_ID defaults to the container engine id), stores the key with mode 0600 and starts check-ins.
     */
    get: operations['getSetup'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/setup/agent/{arch}': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /**
     * The edge agent for Linux on one architecture (tar.gz, public)
     * @description edge-agent/ with the bundled agent and its native modules for this architecture: run `node edge-agent/edge-agent.mjs` with Node.js 20 or newer. The setup script downloads it and checks it against the SHA-256 the script carries (also in the X-Content-SHA256 header).
     */
    get: operations['getSetupAgentArch'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/core/devices/{id}/containers': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /**
     * The containers on a device, stopped ones included
     * @description Through the container-management service (Portainer's Docker proxy for the device's Edge environment). 503 CONTAINER_MANAGEMENT_NOT_CONFIGURED when the API has none; 409 CONFLICT when the device has no Edge environment.
     *
     *     Requires permission `devices:read` (roles: owner, admin, member, viewer).
     */
    get: operations['getCoreDevicesIdContainers'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/core/devices/{id}/containers/{container}/logs': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /**
     * A container's recent output (stdout and stderr), audited
     * @description Through the container-management service (Portainer's Docker proxy for the device's Edge environment). 503 CONTAINER_MANAGEMENT_NOT_CONFIGURED when the API has none; 409 CONFLICT when the device has no Edge environment. At most 1 MiB of output is read (`truncated` says when it was cut).
     *
     *     Requires permission `devices:manage` (roles: owner, admin).
     */
    get: operations['getCoreDevicesIdContainersContainerLogs'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/core/devices/{id}/containers/{container}/start': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /**
     * Start a container on a device, audited
     * @description Through the container-management service (Portainer's Docker proxy for the device's Edge environment). 503 CONTAINER_MANAGEMENT_NOT_CONFIGURED when the API has none; 409 CONFLICT when the device has no Edge environment. `changed: false` when Docker answered that the container was in that state already.
     *
     *     Requires permission `devices:manage` (roles: owner, admin).
     */
    post: operations['postCoreDevicesIdContainersContainerStart'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/core/devices/{id}/containers/{container}/stop': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /**
     * Stop a container on a device, audited
     * @description Through the container-management service (Portainer's Docker proxy for the device's Edge environment). 503 CONTAINER_MANAGEMENT_NOT_CONFIGURED when the API has none; 409 CONFLICT when the device has no Edge environment. `changed: false` when Docker answered that the container was in that state already.
     *
     *     Requires permission `devices:manage` (roles: owner, admin).
     */
    post: operations['postCoreDevicesIdContainersContainerStop'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/core/devices/{id}/containers/{container}/restart': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /**
     * Restart a container on a device, audited
     * @description Through the container-management service (Portainer's Docker proxy for the device's Edge environment). 503 CONTAINER_MANAGEMENT_NOT_CONFIGURED when the API has none; 409 CONFLICT when the device has no Edge environment. `changed: false` when Docker answered that the container was in that state already.
     *
     *     Requires permission `devices:manage` (roles: owner, admin).
     */
    post: operations['postCoreDevicesIdContainersContainerRestart'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/core/devices/{id}/container-audit': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /**
     * Who read logs of or started, stopped or restarted which container on a device, and when
     * @description Newest first. Entries are written before the call to the device, then completed with its outcome.
     *
     *     Requires permission `devices:read` (roles: owner, admin, member, viewer).
     */
    get: operations['getCoreDevicesIdContainerAudit'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/data/projects': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /**
     * List projects, newest first
     * @description Requires permission `data:read` (roles: owner, admin, member, viewer).
     */
    get: operations['getDataProjects'];
    put?: never;
    /**
     * Create a project
     * @description Names are unique per organization (409 CONFLICT otherwise).
     *
     *     Requires permission `data:write` (roles: owner, admin, member).
     */
    post: operations['postDataProjects'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/data/projects/{id}': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /**
     * Get a project
     * @description Requires permission `data:read` (roles: owner, admin, member, viewer).
     */
    get: operations['getDataProjectsId'];
    put?: never;
    post?: never;
    /**
     * Delete a project
     * @description Refused with 409 while dataset versions exist, unless `force=true` (which deletes them; that needs permission `data:force-delete`, roles owner and admin, checked before the project is looked up). Batches and images stay, unassigned.
     *
     *     Requires permission `data:write` (roles: owner, admin, member).
     */
    delete: operations['deleteDataProjectsId'];
    options?: never;
    head?: never;
    /**
     * Update a project
     * @description Requires permission `data:write` (roles: owner, admin, member).
     */
    patch: operations['patchDataProjectsId'];
    trace?: never;
  };
  '/data/batches': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /**
     * List batches, newest first
     * @description Requires permission `data:read` (roles: owner, admin, member, viewer).
     */
    get: operations['getDataBatches'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/data/batches/{id}': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /**
     * Get a batch
     * @description Requires permission `data:read` (roles: owner, admin, member, viewer).
     */
    get: operations['getDataBatchesId'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    /**
     * Close, rename, or assign a batch to a project
     * @description `stage: "complete"` closes the batch (and cancels its timed closure); `project_id` assigns the batch and its images to a project.
     *
     *     Requires permission `data:write` (roles: owner, admin, member).
     */
    patch: operations['patchDataBatchesId'];
    trace?: never;
  };
  '/data/batches/{id}/images/split-summary': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /**
     * Split counts, lock counts and class distribution of a batch
     * @description Requires permission `data:read` (roles: owner, admin, member, viewer).
     */
    get: operations['getDataBatchesIdImagesSplitSummary'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/data/images/upload': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /**
     * Upload images as a person (many files per request)
     * @description multipart/form-data with up to 100 files in `images`, each checked as a device upload is (JPEG, PNG or WebP by content, whole, at most MAX_UPLOAD_BYTES). The images go into a batch of their own (send the answered `batch_id` with the next request to keep adding to it), in `project_id` when given. A file whose bytes (SHA-256) the project (or, without one, the unassigned images) already holds is not stored again and is listed in `duplicates`; a refused file is listed in `errors` and nothing of it is kept. Answers 200 with what happened to each file.
     *
     *     Requires permission `data:write` (roles: owner, admin, member).
     */
    post: operations['postDataImagesUpload'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/images/{id}/content': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /**
     * An image, through a signed address on the API origin
     * @description The address comes signed from `GET /data/images?include_url=true` (`image_url`, `thumbnail_url`) or `GET /images/{id}/url`: no credentials (an `<img>` sends none), on the API's own origin, valid for SIGNED_URL_TTL_S (expiries are aligned, so a page listed again soon gets the same addresses and the browser cache answers). Cached privately until it expires; `ETag` revalidation answers 304. A forged, altered or expired address, or an image since deleted, is 404.
     */
    get: operations['getImagesIdContent'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/images/{id}/thumbnail': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /**
     * A JPEG thumbnail (fits 320x240), through a signed address on the API origin
     * @description The address comes signed from `GET /data/images?include_url=true` (`image_url`, `thumbnail_url`) or `GET /images/{id}/url`: no credentials (an `<img>` sends none), on the API's own origin, valid for SIGNED_URL_TTL_S (expiries are aligned, so a page listed again soon gets the same addresses and the browser cache answers). Cached privately until it expires; `ETag` revalidation answers 304. A forged, altered or expired address, or an image since deleted, is 404.
     */
    get: operations['getImagesIdThumbnail'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/device/images/upload': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /**
     * Upload an image (device)
     * @description multipart/form-data with the file in `image` (JPEG, PNG or WebP, recognised by content; at most MAX_UPLOAD_BYTES, and at most MAX_IMAGE_PIXELS pixels, else 413; an image of up to 5 MiB must decode as a whole, else 400). The image joins the device's open `collecting` batch, which is opened when none is. A refused upload leaves nothing stored. The record's `sha256` is computed while the image arrives; the object store checks the bytes it receives against a CRC32 computed alongside. At most RATE_LIMIT_DEVICE_UPLOADS uploads per device and RATE_LIMIT_DEVICE_WINDOW_S, else 429 RATE_LIMITED with `Retry-After` (before the body is read).
     */
    post: operations['postDeviceImagesUpload'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/images/{id}/url': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /**
     * A time-limited signed URL for an image
     * @description Objects are private; the URL expires after SIGNED_URL_TTL_S seconds.
     *
     *     Requires permission `data:read` (roles: owner, admin, member, viewer).
     */
    get: operations['getImagesIdUrl'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/data/images': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /**
     * List images with filters, inline signed URLs and annotations
     * @description Offset pagination (`limit` 1 to 100, default 50; `offset`) or cursor pagination: every page answers `meta.next_cursor` (null on the last page); send it back as `cursor` with the same filters, sort and order for the next page, which then costs the same at any depth (an offset page reads past every image before it). A cursor that is not one of these, or made for another sort or order, answers 400. Filters combine with AND; `classes` matches images with any of the listed class values; `search` is a literal, case-insensitive filename substring.
     *
     *     Requires permission `data:read` (roles: owner, admin, member, viewer).
     */
    get: operations['getDataImages'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/data/images/{id}': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /**
     * Get an image
     * @description Requires permission `data:read` (roles: owner, admin, member, viewer).
     */
    get: operations['getDataImagesId'];
    put?: never;
    post?: never;
    /**
     * Delete an image, its annotations and its stored object
     * @description Requires permission `data:write` (roles: owner, admin, member).
     */
    delete: operations['deleteDataImagesId'];
    options?: never;
    head?: never;
    /**
     * Change an image's project, split, split lock or annotation status
     * @description Changing the split of a locked image answers 409 unless the same request unlocks it.
     *
     *     Requires permission `data:write` (roles: owner, admin, member).
     */
    patch: operations['patchDataImagesId'];
    trace?: never;
  };
  '/data/annotations/bulk': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /**
     * Create or replace the annotations of many images
     * @description Up to 500 items, each naming an image and its annotations (as in `POST /data/annotations`, without `image_id`). `mode: replace` (the default) makes them the image's only annotations (an empty list clears it); `append` adds them. Items stand alone: an unknown image (also one of another organization) or an annotation lacking its geometry is reported in `errors` with its position and leaves that image as it was; the other items are written. Answers 200 either way.
     *
     *     Requires permission `data:write` (roles: owner, admin, member).
     */
    post: operations['postDataAnnotationsBulk'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/data/annotations': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /**
     * An image's annotations, by z-order
     * @description Requires permission `data:read` (roles: owner, admin, member, viewer).
     */
    get: operations['getDataAnnotations'];
    put?: never;
    /**
     * Annotate an image
     * @description A bbox needs `x_center, y_center, width, height` (normalised to [0, 1]); a polygon or mask needs `geometry` (flat normalised x, y pairs); a tag needs neither. The image becomes `completed` with its first annotation unless its status was set explicitly.
     *
     *     Requires permission `data:write` (roles: owner, admin, member).
     */
    post: operations['postDataAnnotations'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/data/annotations/{id}': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    post?: never;
    /**
     * Remove an annotation
     * @description The image goes back to `pending` when its last annotation is removed (unless set explicitly).
     *
     *     Requires permission `data:write` (roles: owner, admin, member).
     */
    delete: operations['deleteDataAnnotationsId'];
    options?: never;
    head?: never;
    /**
     * Change an annotation
     * @description Requires permission `data:write` (roles: owner, admin, member).
     */
    patch: operations['patchDataAnnotationsId'];
    trace?: never;
  };
  '/data/datasets': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /**
     * List dataset versions, newest first
     * @description Requires permission `data:read` (roles: owner, admin, member, viewer).
     */
    get: operations['getDataDatasets'];
    put?: never;
    /**
     * Create a dataset version
     * @description Assigns train/val/test to every image in scope (the project's images, optionally only those in `batch_ids`, only `completed` ones unless `only_annotated` is false), stratified by class and deterministic for a `seed`. Images whose split is locked keep it. The version is returned as soon as its items exist; its images are then locked in their splits, and `splits_locked` turns true once every one is (a later version of the project waits for it). Membership and annotations are frozen into the version. `version` counts up per project from 1. 400 when `split` does not sum to 1 or nothing is in scope; 409 while another version of the project is still being created after 30 s.
     *
     *     Requires permission `data:write` (roles: owner, admin, member).
     */
    post: operations['postDataDatasets'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/data/datasets/{id}': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /**
     * Get a dataset version with its split counts and classes
     * @description Requires permission `data:read` (roles: owner, admin, member, viewer).
     */
    get: operations['getDataDatasetsId'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/data/datasets/{id}/class-distribution': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /**
     * A dataset version's classes: annotations and images per split
     * @description Counted from the version as it was frozen at creation (later edits to the images do not change it), most annotated class first.
     *
     *     Requires permission `data:read` (roles: owner, admin, member, viewer).
     */
    get: operations['getDataDatasetsIdClassDistribution'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/data/projects/{id}/datasets/versions': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /**
     * A project's dataset versions with image, batch and class counts, newest first
     * @description Requires permission `data:read` (roles: owner, admin, member, viewer).
     */
    get: operations['getDataProjectsIdDatasetsVersions'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/data/datasets/versions/{id}/calibration': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /**
     * Export a capped YOLO calibration dataset (asynchronous)
     * @description Enqueues a job that writes a YOLO archive (`data.yaml`, `images/<split>/`, `labels/<split>/`) of at most `max_images` images of the version, classes represented as evenly as the data allows. Poll `GET /jobs/{job_id}`; once completed, `result.download_url` serves the zip. 500 when the job cannot be enqueued.
     *
     *     Requires permission `data:write` (roles: owner, admin, member).
     */
    post: operations['postDataDatasetsVersionsIdCalibration'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/data/datasets/versions/{id}/export': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /**
     * Export a whole dataset version as YOLO, COCO, Pascal VOC or CVAT (asynchronous)
     * @description YOLO: `data.yaml`, `images/<split>/`, `labels/<split>/`. COCO: `annotations/instances_<split>.json` and `images/<split>/` per split. VOC: `JPEGImages/`, `Annotations/<id>.xml` (outlines as boxes) and `ImageSets/Main/<split>.txt`. CVAT for images 1.1: `annotations.xml` (boxes, polygons and tags; `subset` is the split) and `images/`. Each layout imports back with `POST /data/projects/{id}/import`. Annotations are those frozen when the version was created. Poll `GET /jobs/{job_id}`.
     *
     *     Requires permission `data:write` (roles: owner, admin, member).
     */
    post: operations['postDataDatasetsVersionsIdExport'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/jobs/{job_id}/file': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /**
     * A finished export's zip, through a signed address on the API origin
     * @description The address comes signed in the job's `result.download_url` (`GET /jobs/{job_id}`): no credentials, on the API's own origin (no object store host), valid SIGNED_URL_TTL_S. The zip is streamed from the object store as an attachment. A forged, altered, expired or re-targeted address, or an archive since deleted, is 404.
     */
    get: operations['getJobsJobIdFile'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/data/projects/{id}/import': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /**
     * Import a labelled dataset (zip) into a project (asynchronous)
     * @description multipart/form-data: the zip in `file` (at most MAX_IMPORT_BYTES; streamed to the object store, read back with ranged reads) and its `format`; or, for an archive sent in parts (POST /data/large-uploads), the completed upload in `upload_id` instead of `file`. Answers 202 with the job; poll `GET /jobs/{job_id}` for progress and the result. Splits and file names are kept, annotations get `source: import`, new class names are appended to the project's class list, and images whose bytes (SHA-256) the project already holds are skipped and counted. A broken archive (bad JSON or XML, a label for a missing image, a box outside its image, a path with `..`, a file that is not an image) ends the job `failed` with an error naming the file (and line), and nothing of the import is kept. Imported images count against the images and stored-bytes quotas like uploads: an import past one ends `failed` with an error naming it (e.g. `images=1000000 (QUOTA_IMAGES)`), and nothing of it is kept.
     *
     *     Requires permission `data:write` (roles: owner, admin, member).
     */
    post: operations['postDataProjectsIdImport'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/data/large-uploads': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /**
     * Start a resumable upload of a large file in parts (an import archive)
     * @description For files too large for one request (a dataset archive of gigabytes): the answer says the part size and count; send each part to PUT /data/large-uploads/{id}/parts/{number} (any order, several at once), complete the upload, then import it with `upload_id`. A dropped connection costs one part: read the upload to see which parts arrived and send the others. The parts go straight into the object store (S3 multipart); nothing is held whole in memory or on disk. An upload without a new part for LARGE_UPLOAD_EXPIRY_S is abandoned and its parts removed.
     *
     *     Requires permission `data:write` (roles: owner, admin, member).
     */
    post: operations['postDataLargeUploads'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/data/large-uploads/{id}': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /**
     * Read a resumable upload: which parts arrived
     * @description Requires permission `data:read` (roles: owner, admin, member, viewer).
     */
    get: operations['getDataLargeUploadsId'];
    put?: never;
    post?: never;
    /**
     * Abort a resumable upload: its parts (or file) are removed
     * @description Requires permission `data:write` (roles: owner, admin, member).
     */
    delete: operations['deleteDataLargeUploadsId'];
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/data/large-uploads/{id}/parts/{number}': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    /**
     * Send one part of a resumable upload
     * @description multipart/form-data with the part in `part`: exactly `part_size` bytes (the last part: the rest of the file). A wrong size is refused and nothing stored. Sending a part again replaces it.
     *
     *     Requires permission `data:write` (roles: owner, admin, member).
     */
    put: operations['putDataLargeUploadsIdPartsNumber'];
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/data/large-uploads/{id}/complete': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /**
     * Join the parts of a resumable upload into one file
     * @description Every part must have arrived (409 names the missing ones).
     *
     *     Requires permission `data:write` (roles: owner, admin, member).
     */
    post: operations['postDataLargeUploadsIdComplete'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/jobs/{job_id}': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /**
     * An asynchronous job (export or import): status, progress, result or error
     * @description `type` says which kind: `dataset_export` and `calibration_export` carry an ExportResult, whose `download_url` (`GET /jobs/{job_id}/file?...` on the API's origin, signed) is fresh on every read; `dataset_import` carries an ImportResult (images and annotations added, duplicates skipped, classes added). A job whose API process died is resumed by another (or the restarted) API process once its heartbeat is EXPORT_JOB_STALE_S old; after EXPORT_JOB_MAX_ATTEMPTS interrupted runs it is `failed`, never left `running`.
     *
     *     Requires permission `data:read` (roles: owner, admin, member, viewer).
     */
    get: operations['getJobsJobId'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/ml/training-jobs': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /**
     * List training jobs, newest first
     * @description Includes resources created with kubectl.
     *
     *     Requires permission `ml:read` (roles: owner, admin, member, viewer).
     */
    get: operations['getMlTrainingJobs'];
    put?: never;
    /**
     * Train a model on a dataset version
     * @description Creates a TrainingJob resource that the operator runs as a Kubernetes Job. Without a configured Kubernetes cluster the call answers 503 SERVICE_UNAVAILABLE and writes nothing. Resources, epochs and image size are capped by the server (JOB_MAX_*; beyond: 400 naming the cap); an organization runs at most QUOTA_TRAINING_JOBS at once (429 QUOTA_EXCEEDED).
     *
     *     Requires permission `ml:run` (roles: owner, admin, member).
     */
    post: operations['postMlTrainingJobs'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/ml/training-options': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /**
     * What a training job on a dataset version can start from, and presets for CPU and GPU
     * @description Base models of the project's task, the default one (the project's latest model when it has one) and presets within the server's caps. Answers without a cluster too.
     *
     *     Requires permission `ml:read` (roles: owner, admin, member, viewer).
     */
    get: operations['getMlTrainingOptions'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/ml/export-options': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /**
     * The formats and precisions an export job can ask for
     * @description From the exporter image's capabilities; a format that needs a GPU node is unavailable when the server's caps allow none. Answers without a cluster too.
     *
     *     Requires permission `ml:read` (roles: owner, admin, member, viewer).
     */
    get: operations['getMlExportOptions'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/ml/training-jobs/{id}/cancel': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /**
     * Cancel an unfinished training job
     * @description Deletes its resource; the operator removes partial outputs. Finished jobs answer 409.
     *
     *     Requires permission `ml:run` (roles: owner, admin, member).
     */
    post: operations['postMlTrainingJobsIdCancel'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/ml/training-jobs/{id}/metrics': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /**
     * A training job's figures per epoch, first epoch first
     * @description One entry per finished epoch as the trainer reported it; a retried epoch replaces its figures.
     *
     *     Requires permission `ml:read` (roles: owner, admin, member, viewer).
     */
    get: operations['getMlTrainingJobsIdMetrics'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/ml/export-jobs': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /**
     * List export jobs, newest first
     * @description Includes resources created with kubectl.
     *
     *     Requires permission `ml:read` (roles: owner, admin, member, viewer).
     */
    get: operations['getMlExportJobs'];
    put?: never;
    /**
     * Export a model version for deployment
     * @description Creates an ExportJob resource (int8 needs a calibration dataset version). Without a configured Kubernetes cluster the call answers 503 SERVICE_UNAVAILABLE and writes nothing. An organization runs at most QUOTA_EXPORT_JOBS at once (429 QUOTA_EXCEEDED).
     *
     *     Requires permission `ml:run` (roles: owner, admin, member).
     */
    post: operations['postMlExportJobs'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/ml/training-jobs/{id}': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /**
     * Get a training job
     * @description Requires permission `ml:read` (roles: owner, admin, member, viewer).
     */
    get: operations['getMlTrainingJobsId'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/ml/export-jobs/{id}': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /**
     * Get a export job
     * @description Requires permission `ml:read` (roles: owner, admin, member, viewer).
     */
    get: operations['getMlExportJobsId'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/ml/evaluations': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /**
     * List evaluations, newest first (without their figures)
     * @description Requires permission `ml:read` (roles: owner, admin, member, viewer).
     */
    get: operations['getMlEvaluations'];
    put?: never;
    /**
     * Evaluate a model version on a dataset version's split
     * @description Creates an EvaluationJob resource: a Job runs the model on the split (test by default, val when the test split is empty) and the API computes every figure from what it saw (per-class precision, recall, AP50, AP50-95 or accuracy, the confusion matrix with the images behind each cell, PR and F1 curves). Without a configured Kubernetes cluster the call answers 503 and writes nothing. An organization runs at most QUOTA_EVALUATION_JOBS at once (429 QUOTA_EXCEEDED).
     *
     *     Requires permission `ml:run` (roles: owner, admin, member).
     */
    post: operations['postMlEvaluations'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/ml/evaluations/compare': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /**
     * Two evaluations of the same dataset version split, side by side
     * @description Every figure of a and b with its difference (b - a), the two confusion matrices and theirs, and the images where the two models made a different number of mistakes, the largest gap first. 409 when either has not succeeded.
     *
     *     Requires permission `ml:read` (roles: owner, admin, member, viewer).
     */
    get: operations['getMlEvaluationsCompare'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/ml/evaluations/{id}': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /**
     * Get an evaluation with every figure
     * @description Requires permission `ml:read` (roles: owner, admin, member, viewer).
     */
    get: operations['getMlEvaluationsId'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/ml/models': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /**
     * List model versions, newest first
     * @description Requires permission `ml:read` (roles: owner, admin, member, viewer).
     */
    get: operations['getMlModels'];
    put?: never;
    /**
     * Register an ONNX model trained elsewhere
     * @description multipart/form-data with the ONNX file in `file` (at most MAX_MODEL_UPLOAD_BYTES) and the fields below. The file streams to the object store as it arrives (never to the API's disk); it must be an ONNX model (its protobuf framing is checked on the way) whose graph inputs and outputs fit the role; otherwise 400 VALIDATION_ERROR and nothing is stored. It becomes the next model version of `project_id` (or of the models without a project), with `source` `upload`. The model version record is what the platform knows of the model: its `task`, `class_names` (output order) and `input_size` come from these fields or the graph's shapes, never from metadata in the file, so an ONNX from any tool works like an Ultralytics export; the evaluator and exporter write them into the model's metadata for Ultralytics, and transpose a detector output `[1, anchors, 4 + classes]`. What cannot be read from the graph (class names; the input size of an input with symbolic dimensions) is a 400 naming the field; outputs in no known layout, one naming role.
     *
     *     Requires permission `ml:run` (roles: owner, admin, member).
     */
    post: operations['postMlModels'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/ml/models/{id}': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /**
     * Get a model version with its exports
     * @description Requires permission `ml:read` (roles: owner, admin, member, viewer).
     */
    get: operations['getMlModelsId'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/ml/models/{id}/download': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /**
     * A signed address of the model version's weights or ONNX file, on the API's origin
     * @description The address (`GET /ml/models/{id}/file?...`) needs no credentials and expires after SIGNED_URL_TTL_S seconds; the API streams the file from the object store, so a client never needs its host. Exports: GET /ml/export-jobs/{id}/download.
     *
     *     Requires permission `ml:read` (roles: owner, admin, member, viewer).
     */
    get: operations['getMlModelsIdDownload'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/ml/models/{id}/file': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /**
     * The model version's weights or ONNX file, through a signed address on the API origin
     * @description The address comes signed from the download route above: no credentials, on the API's own origin (no object store host), valid SIGNED_URL_TTL_S. The file is streamed from the object store as an attachment. A forged, altered or expired address, or a file since deleted, is 404.
     */
    get: operations['getMlModelsIdFile'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/ml/export-jobs/{id}/download': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /**
     * A signed address of the export's artifact (ONNX file, OpenVINO IR zip, ...), on the API's origin
     * @description Answers 409 until the export job succeeded. The address (`GET /ml/export-jobs/{id}/file?...`) needs no credentials and expires after SIGNED_URL_TTL_S seconds; the API streams the file from the object store.
     *
     *     Requires permission `ml:read` (roles: owner, admin, member, viewer).
     */
    get: operations['getMlExportJobsIdDownload'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/ml/export-jobs/{id}/file': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /**
     * The export's artifact, through a signed address on the API origin
     * @description The address comes signed from the download route above: no credentials, on the API's own origin (no object store host), valid SIGNED_URL_TTL_S. The file is streamed from the object store as an attachment. A forged, altered or expired address, or a file since deleted, is 404.
     */
    get: operations['getMlExportJobsIdFile'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/ml/projects/{id}/inference': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /**
     * Run a detector on images of the project
     * @description The request is processed asynchronously by a worker: `status` goes `pending` -> `running` -> `completed`, `failed` (with `error_message`) or `cancelled`; read it with GET /ml/inference-requests/{id}. The images are letterboxed to the model's input size; boxes scoring at least `confidence_threshold` survive, then class-wise NMS at `iou_threshold`; boxes are normalised to the image. Nothing is written to annotations (see auto-annotate for that).
     *
     *     Requires permission `ml:run` (roles: owner, admin, member).
     */
    post: operations['postMlProjectsIdInference'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/ml/projects/{id}/auto-annotate': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /**
     * Annotate images of the project with a detector or with SAM
     * @description The request is processed asynchronously by a worker: `status` goes `pending` -> `running` -> `completed`, `failed` (with `error_message`) or `cancelled`; read it with GET /ml/inference-requests/{id}. `request_type` is `auto_annotate`, or `sam_auto` in SAM mode. The images are those of `batch_id` in the project, or the project's images pending annotation. In SAM mode the prompt boxes (from a detector, or from the open-vocabulary detector's classes named in `text_classes`) feed a SAM image encoder and mask decoder; each mask becomes a polygon. With `apply_annotations` the predictions become annotations and `applied_to_images` turns true on completion. A rule of the body broken, or a model that does not fit its role: 400 VALIDATION_ERROR naming the field, nothing queued.
     *
     *     Requires permission `ml:run` (roles: owner, admin, member).
     */
    post: operations['postMlProjectsIdAutoAnnotate'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/ml/projects/{id}/inference-requests': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /**
     * The project's inference requests, newest first
     * @description Requires permission `ml:read` (roles: owner, admin, member, viewer).
     */
    get: operations['getMlProjectsIdInferenceRequests'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/ml/inference-requests/{id}': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /**
     * An inference request
     * @description Requires permission `ml:read` (roles: owner, admin, member, viewer).
     */
    get: operations['getMlInferenceRequestsId'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/ml/inference-requests/{id}/predictions': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /**
     * An inference request's predictions, per image
     * @description Pages over the request's images in request order; each with its status and its predictions (class, confidence, normalised box, and for SAM the polygon `geometry`).
     *
     *     Requires permission `ml:read` (roles: owner, admin, member, viewer).
     */
    get: operations['getMlInferenceRequestsIdPredictions'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/ml/inference-requests/{id}/cancel': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /**
     * Cancel a pending or running inference request
     * @description The request ends `cancelled`; a running one stops between images within a quarter of a second, and what it stored for the images it finished stays. A request that already ended: 409 CONFLICT.
     *
     *     Requires permission `ml:run` (roles: owner, admin, member).
     */
    post: operations['postMlInferenceRequestsIdCancel'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/ml/deployments': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /**
     * List deployments, newest first
     * @description Requires permission `ml:read` (roles: owner, admin, member, viewer).
     */
    get: operations['getMlDeployments'];
    put?: never;
    /**
     * Deploy an exported model to devices
     * @description Creates a DeploymentJob resource; the operator rolls it out (all at once, or in batches with at most `max_unavailable` failures) and rolls back when configured. A device with no phase report within `device_timeout_seconds` of its release counts as failed. Devices learn about it in their check-in response and report phases. A format a target cannot run (the formats its agent reports in check-ins; ONNX for a device that never reported them) answers 400 naming the devices. Without a configured cluster: 503, nothing written.
     *
     *     Requires permission `deployments:manage` (roles: owner, admin).
     */
    post: operations['postMlDeployments'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/ml/deployments/{id}': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /**
     * Get a deployment with per-device progress
     * @description Requires permission `ml:read` (roles: owner, admin, member, viewer).
     */
    get: operations['getMlDeploymentsId'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/device/deployment-jobs/{id}/phase': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /**
     * Report progress of one phase of a deployment job
     * @description `phase`: download, verify, install, start, healthcheck; `status`: started, succeeded, failed; RFC 3339 timestamps. Accepts the key of a device the deployment targets, or the bearer token of an admin of the same organization (with `device_id`). A repeated report is recorded once and answered the same way.
     *
     *     Requires permission `deployments:manage` (roles: owner, admin).
     */
    post: operations['postDeviceDeploymentJobsIdPhase'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/webhooks/alertmanager': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /**
     * Alertmanager's webhook receiver
     * @description Point an Alertmanager `webhook_configs` entry here with `send_resolved: true` and `http_config.authorization.credentials` set to ALERT_WEBHOOK_TOKEN (401 otherwise, and nothing is stored). Each alert is stored once per fingerprint and startsAt; repeated and replayed notifications change nothing but the delivery time, and a resolved notification closes the alert. Alerts are attributed to the organization in their `organization_id` label and the device in their `device_id` label; alerts without a known organization are kept for platform operators and shown to no organization. A notification holds at most 1000 alerts; larger bodies than JSON_BODY_LIMIT are 413.
     */
    post: operations['postWebhooksAlertmanager'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/monitoring/alerts': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /**
     * List the organization's alerts, newest first
     * @description Alerts whose `organization_id` label names this organization, by start time.
     *
     *     Requires permission `organization:read` (roles: owner, admin, member, viewer).
     */
    get: operations['getMonitoringAlerts'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/console-config': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** The browser console's sign-in settings */
    get: operations['getConsoleConfig'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/openapi.json': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** This OpenAPI 3.1 document */
    get: operations['getOpenapiJson'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
}
export type webhooks = Record<string, never>;
export interface components {
  schemas: {
    ErrorEnvelope: {
      /** @enum {boolean} */
      success: false;
      data: null;
      error: {
        /** @description A code from the error table, e.g. VALIDATION_ERROR */
        code: string;
        message: string;
        /** @description What to fix; for validation errors, the field */
        details: string;
      };
    };
    Invitation: {
      id: number;
      organization_id: number;
      organization_name: string;
      /**
       * @description The role the invitee gets on accepting
       * @enum {string}
       */
      role: 'owner' | 'admin' | 'member' | 'viewer';
      /** @description Email (or subject) of who sent it */
      invited_by: string | null;
      /**
       * @description ISO 8601 timestamp in UTC
       * @example 2026-11-21T10:00:00.000Z
       */
      created_at: string;
    };
    Organization: {
      id: number;
      name: string;
      /**
       * @description The caller's role in this organization
       * @enum {string}
       */
      role: 'owner' | 'admin' | 'member' | 'viewer';
      settings: components['schemas']['OrganizationSettings'];
      /**
       * @description ISO 8601 timestamp in UTC
       * @example 2026-11-21T10:00:00.000Z
       */
      created_at: string;
      /**
       * @description ISO 8601 timestamp in UTC
       * @example 2026-11-21T10:00:00.000Z
       */
      updated_at: string;
    };
    OrganizationSettings: {
      /** @description Close a collecting batch on its own after the timeout */
      batch_auto_close: boolean;
      /** @description Minutes since the last image after which a batch closes (1 to 10080) */
      batch_timeout_minutes: number;
      /** @description New devices start `pending`: they may check in, but other device calls answer 403 DEVICE_NOT_APPROVED until an admin approves them (PATCH /core/devices/{id}). Off by default. */
      devices_require_approval: boolean;
      /** @description How much accuracy (0 to 1: 0.02 is 2 points of mAP50, mask mAP50 or top-1) an export may lose on the val split against its source model and still be deployed without accept_accuracy_drop (default 0.02) */
      deployment_max_accuracy_drop: number;
    };
    Deleted: {
      id: number;
      /** @enum {boolean} */
      deleted: true;
    };
    UpdateOrganization: {
      name?: string;
      settings?: {
        /** @description Close a collecting batch on its own after the timeout */
        batch_auto_close?: boolean;
        /** @description Minutes since the last image after which a batch closes (1 to 10080) */
        batch_timeout_minutes?: number;
        /** @description New devices start `pending`: they may check in, but other device calls answer 403 DEVICE_NOT_APPROVED until an admin approves them (PATCH /core/devices/{id}). Off by default. */
        devices_require_approval?: boolean;
        /** @description How much accuracy (0 to 1: 0.02 is 2 points of mAP50, mask mAP50 or top-1) an export may lose on the val split against its source model and still be deployed without accept_accuracy_drop (default 0.02) */
        deployment_max_accuracy_drop?: number;
      };
    };
    Member: {
      id: number;
      email: string;
      name: string | null;
      role: components['schemas']['Role'];
      /** @description false while this is an invitation the person has not accepted (they have no access until then) */
      joined: boolean;
      /**
       * @description ISO 8601 timestamp in UTC
       * @example 2026-11-21T10:00:00.000Z
       */
      created_at: string;
      /**
       * @description ISO 8601 timestamp in UTC
       * @example 2026-11-21T10:00:00.000Z
       */
      updated_at: string;
    };
    /**
     * @description owner > admin > member > viewer
     * @enum {string}
     */
    Role: 'owner' | 'admin' | 'member' | 'viewer';
    AddMember: {
      /** Format: email */
      email: string;
      role?: components['schemas']['Role'];
    };
    UpdateMember: {
      role: components['schemas']['Role'];
    };
    LeftOrganization: {
      organization_id: number;
      /** @enum {boolean} */
      left: true;
    };
    CreatedApiKey: {
      id: number;
      name: string;
      /**
       * @description The key's role; never more than its owner's current role
       * @enum {string}
       */
      role: 'owner' | 'admin' | 'member' | 'viewer';
      /** @enum {string} */
      status: 'active' | 'revoked' | 'expired';
      /** @description The first characters of the key, to tell keys apart */
      key_hint: string;
      /** @description Who created it (the key acts as them) */
      owner_email: string | null;
      /**
       * @description ISO 8601 timestamp in UTC
       * @example 2026-11-21T10:00:00.000Z
       */
      created_at: string;
      /**
       * @description ISO 8601 timestamp in UTC
       * @example 2026-11-21T10:00:00.000Z
       */
      expires_at: string | null;
      /**
       * @description Updated at most once a minute
       * @example 2026-11-21T10:00:00.000Z
       */
      last_used_at: string | null;
      /**
       * @description ISO 8601 timestamp in UTC
       * @example 2026-11-21T10:00:00.000Z
       */
      revoked_at: string | null;
      /** @description The secret (`evk_…`): shown this once, stored only as a hash. Send it as `Authorization: Bearer <key>` */
      key: string;
    };
    CreateApiKey: {
      /** @description What the key is for, e.g. "CI upload" */
      name: string;
      /**
       * @description The key's role in the organization: at most yours (the default)
       * @enum {string}
       */
      role?: 'owner' | 'admin' | 'member' | 'viewer';
      /** @description Days until the key stops working; without it the key lasts until revoked */
      expires_in_days?: number;
    };
    ApiKey: {
      id: number;
      name: string;
      /**
       * @description The key's role; never more than its owner's current role
       * @enum {string}
       */
      role: 'owner' | 'admin' | 'member' | 'viewer';
      /** @enum {string} */
      status: 'active' | 'revoked' | 'expired';
      /** @description The first characters of the key, to tell keys apart */
      key_hint: string;
      /** @description Who created it (the key acts as them) */
      owner_email: string | null;
      /**
       * @description ISO 8601 timestamp in UTC
       * @example 2026-11-21T10:00:00.000Z
       */
      created_at: string;
      /**
       * @description ISO 8601 timestamp in UTC
       * @example 2026-11-21T10:00:00.000Z
       */
      expires_at: string | null;
      /**
       * @description Updated at most once a minute
       * @example 2026-11-21T10:00:00.000Z
       */
      last_used_at: string | null;
      /**
       * @description ISO 8601 timestamp in UTC
       * @example 2026-11-21T10:00:00.000Z
       */
      revoked_at: string | null;
    };
    CreatedProvisioningToken: {
      id: number;
      name: string | null;
      /**
       * @description `valid` until used (`used`), revoked (`revoked`) or past `expires_at` (`expired`)
       * @enum {string}
       */
      status: 'valid' | 'used' | 'revoked' | 'expired';
      /** @description The first characters of the token, to tell tokens apart */
      token_hint: string;
      /**
       * @description ISO 8601 timestamp in UTC
       * @example 2026-11-21T10:00:00.000Z
       */
      expires_at: string;
      /**
       * @description ISO 8601 timestamp in UTC
       * @example 2026-11-21T10:00:00.000Z
       */
      used_at: string | null;
      /** @description The device provisioned with it */
      device_id: string | null;
      /**
       * @description ISO 8601 timestamp in UTC
       * @example 2026-11-21T10:00:00.000Z
       */
      created_at: string;
      /**
       * @description ISO 8601 timestamp in UTC
       * @example 2026-11-21T10:00:00.000Z
       */
      updated_at: string;
      /** @description The secret: shown this once, stored only as a hash */
      token: string;
    };
    CreateProvisioningToken: {
      /** @description A note for people, e.g. the site */
      name?: string;
      /**
       * @description 1 to 720, default 24
       * @default 24
       */
      expires_in_hours: number;
    };
    ProvisioningToken: {
      id: number;
      name: string | null;
      /**
       * @description `valid` until used (`used`), revoked (`revoked`) or past `expires_at` (`expired`)
       * @enum {string}
       */
      status: 'valid' | 'used' | 'revoked' | 'expired';
      /** @description The first characters of the token, to tell tokens apart */
      token_hint: string;
      /**
       * @description ISO 8601 timestamp in UTC
       * @example 2026-11-21T10:00:00.000Z
       */
      expires_at: string;
      /**
       * @description ISO 8601 timestamp in UTC
       * @example 2026-11-21T10:00:00.000Z
       */
      used_at: string | null;
      /** @description The device provisioned with it */
      device_id: string | null;
      /**
       * @description ISO 8601 timestamp in UTC
       * @example 2026-11-21T10:00:00.000Z
       */
      created_at: string;
      /**
       * @description ISO 8601 timestamp in UTC
       * @example 2026-11-21T10:00:00.000Z
       */
      updated_at: string;
    };
    PageMeta: {
      total: number;
      page: number;
      per_page: number;
      total_pages: number;
      count: number;
      limit: number;
      offset: number;
    };
    ProvisionedDevice: {
      device: components['schemas']['Device'];
      /** @description The device key (`adk_...`): shown once, send it as X-Device-Key */
      api_key: string;
      /** @description Edge Agent settings when container management is configured */
      edge: {
        environment_id: number;
        edge_id: string;
        /** @description The Edge Agent key (EDGE_KEY); shown once */
        edge_key: string;
        portainer_url: string;
      } | null;
    };
    Device: {
      id: number;
      /** @description The container engine identifier of the device */
      device_id: string;
      name: string;
      hostname: string | null;
      platform: string | null;
      labels: {
        [key: string]: string;
      };
      status: components['schemas']['DeviceApprovalStatus'];
      /** @description A check-in arrived within DEVICE_OFFLINE_AFTER_S */
      online: boolean;
      /**
       * @description ISO 8601 timestamp in UTC
       * @example 2026-11-21T10:00:00.000Z
       */
      last_seen_at: string | null;
      last_checkin: components['schemas']['LastCheckin'];
      api_key_hint: string;
      /** @description The Edge Agent environment, when configured */
      edge_environment_id: number | null;
      /**
       * @description ISO 8601 timestamp in UTC
       * @example 2026-11-21T10:00:00.000Z
       */
      created_at: string;
      /**
       * @description ISO 8601 timestamp in UTC
       * @example 2026-11-21T10:00:00.000Z
       */
      updated_at: string;
    };
    /**
     * @description Registration and approval state. Transitions: pending -> approved | rejected; approved -> disabled; disabled -> approved; rejected -> approved. Only approved devices authenticate.
     * @enum {string}
     */
    DeviceApprovalStatus: 'pending' | 'approved' | 'rejected' | 'disabled';
    LastCheckin: {
      /**
       * @description ISO 8601 timestamp in UTC
       * @example 2026-11-21T10:00:00.000Z
       */
      at: string;
      status: string | null;
      agent_version: string | null;
      uptime_s: number | null;
      /** @description The model formats the device runs; deployments in another format are refused */
      model_formats?: ('onnx' | 'tensorrt' | 'openvino' | 'tflite' | 'hailo')[] | null;
      metrics: components['schemas']['CheckinMetrics'];
    } | null;
    CheckinMetrics: {
      cpu_percent?: number;
      memory_percent?: number;
      disk_percent?: number;
      temperature_c?: number;
      memory_used_bytes?: number;
      /** @description The model it runs */
      model_version_id?: number | null;
      /** @description The deployment it came by */
      deployment_id?: number | null;
      /** @description Frames run through the model */
      frames_processed?: number;
      frames_uploaded?: number;
      /** @description Queued frames dropped, oldest first, to stay within the disk budget */
      frames_dropped?: number;
      /** @description Frames waiting to be uploaded */
      queue_depth?: number;
    };
    ProvisionDevice: {
      token: string;
      /** @description The container engine identifier of the device */
      device_id: string;
      name: string;
      hostname?: string;
      platform?: string;
      /** @description Free-form key/value labels (keys: letters, digits, _ / -) */
      labels?: {
        [key: string]: string;
      };
    };
    CheckinReply: {
      device_id: string;
      /**
       * @description ISO 8601 timestamp in UTC
       * @example 2026-11-21T10:00:00.000Z
       */
      server_time: string;
      /** @description When the platform expects the next check-in */
      next_checkin_s: number;
      /** @description Deployment jobs waiting for this device; report phases under their job_id. A rollout released through another API replica appears here at most 5 seconds after its release. */
      deployments: {
        job_id: string;
        deployment_id: number;
        rollback: boolean;
        model_version_id: number | null;
        format: string;
        artifact_url: string | null;
        artifact_sha256: string | null;
        class_names: string[];
      }[];
    };
    Checkin: {
      status?: string;
      agent_version?: string;
      uptime_s?: number;
      /** @description The model formats the device runs; deployments in another format are refused */
      model_formats?: ('onnx' | 'tensorrt' | 'openvino' | 'tflite' | 'hailo')[];
      metrics?: components['schemas']['CheckinMetrics'];
    };
    UpdateDevice: {
      name?: string;
      /** @description Free-form key/value labels (keys: letters, digits, _ / -) */
      labels?: {
        [key: string]: string;
      };
      status?: components['schemas']['DeviceApprovalStatus'];
    };
    DeviceContainer: {
      id: string;
      /** @description Docker's first name, without the leading slash */
      name: string | null;
      image: string | null;
      command: string | null;
      /** @description Docker's state: created, running, paused, restarting, exited... */
      state: string | null;
      /** @description Human-readable, e.g. "Up 2 hours" */
      status: string | null;
      /**
       * @description ISO 8601 timestamp in UTC
       * @example 2026-11-21T10:00:00.000Z
       */
      created_at: string | null;
      labels: {
        [key: string]: string;
      };
    };
    ContainerLogs: {
      container: string;
      lines: {
        /** @enum {string} */
        stream: 'stdout' | 'stderr';
        timestamp: string | null;
        text: string;
      }[];
      /** @description The output was over 1 MiB and was cut; ask for fewer lines */
      truncated: boolean;
    };
    ContainerActionResult: {
      container: string;
      /** @enum {string} */
      action: 'start' | 'stop' | 'restart';
      /** @description false when the container was in that state already */
      changed: boolean;
      /**
       * @description ISO 8601 timestamp in UTC
       * @example 2026-11-21T10:00:00.000Z
       */
      at: string;
    };
    ContainerAuditEntry: {
      id: string;
      device_id: number;
      container: string;
      /** @enum {string} */
      action: 'start' | 'stop' | 'restart' | 'logs';
      /**
       * @description `started` stays when the API stopped before the answer came
       * @enum {string}
       */
      outcome: 'started' | 'done' | 'unchanged' | 'failed';
      error_code: string | null;
      user: {
        sub: string;
        email: string | null;
      };
      /**
       * @description ISO 8601 timestamp in UTC
       * @example 2026-11-21T10:00:00.000Z
       */
      at: string;
    };
    Project: {
      id: number;
      name: string;
      description: string;
      /** @enum {string} */
      project_type: 'object_detection' | 'classification' | 'segmentation';
      classes: string[];
      /**
       * @description ISO 8601 timestamp in UTC
       * @example 2026-11-21T10:00:00.000Z
       */
      created_at: string;
      /**
       * @description ISO 8601 timestamp in UTC
       * @example 2026-11-21T10:00:00.000Z
       */
      updated_at: string;
    };
    CreateProject: {
      name: string;
      /** @default  */
      description: string;
      /** @enum {string} */
      project_type: 'object_detection' | 'classification' | 'segmentation';
      /** @default [] */
      classes: string[];
    };
    UpdateProject: {
      name?: string;
      description?: string;
      classes?: string[];
    };
    Batch: {
      id: number;
      name: string;
      stage: components['schemas']['BatchStage'];
      device_id: string;
      project_id: number | null;
      image_count: number;
      /** @description How many of the batch's images are labeled (annotation_status `completed`) */
      labeled_count: number;
      /**
       * @description When an image last joined the batch, recorded at most every 5 seconds (the timed closure counts from the newest image exactly)
       * @example 2026-11-21T10:00:00.000Z
       */
      last_image_at: string | null;
      /**
       * @description ISO 8601 timestamp in UTC
       * @example 2026-11-21T10:00:00.000Z
       */
      closed_at: string | null;
      /** @enum {string|null} */
      closed_reason: 'manual' | 'timeout' | null;
      /**
       * @description ISO 8601 timestamp in UTC
       * @example 2026-11-21T10:00:00.000Z
       */
      created_at: string;
      /**
       * @description ISO 8601 timestamp in UTC
       * @example 2026-11-21T10:00:00.000Z
       */
      updated_at: string;
    };
    /**
     * @description `collecting` -> `complete`: closed by PATCH (stage=complete) or on its own once the organization's batch timeout has passed since its last image (when auto-close is on). A closed batch takes no new images; the device's next upload opens a new batch.
     * @enum {string}
     */
    BatchStage: 'collecting' | 'complete';
    UpdateBatch: {
      /**
       * @description `complete` closes the batch
       * @enum {string}
       */
      stage?: 'complete';
      name?: string;
      /** @description Assigns the batch and its images to a project (null unassigns) */
      project_id?: number | null;
    };
    BatchSplitSummary: {
      batch_id: number;
      total: number;
      annotated_total: number;
      unsplit: number;
      has_annotations: boolean;
      /** @description Images per split name (train, val, test, none) */
      split_counts: {
        [key: string]: number;
      };
      /** @description Images with a locked split, per split name */
      locked_counts: {
        [key: string]: number;
      };
      /** @description Annotations per class value */
      class_distribution: {
        [key: string]: number;
      };
    };
    UserUploadResult: {
      /** @description The batch holding the images; null when none was stored */
      batch_id: number | null;
      /** @description The images stored by this request */
      images: components['schemas']['Image'][];
      /** @description Files whose bytes (SHA-256) the project already holds: not stored again */
      duplicates: {
        filename: string;
        image_id: number;
      }[];
      /** @description Files refused (not an image, cut off, too large): nothing of them is kept */
      errors: {
        filename: string;
        code: string;
        message: string;
      }[];
    };
    Image: {
      id: number;
      filename: string;
      width: number;
      height: number;
      content_type: string;
      size_bytes: number;
      sha256: string;
      batch_id: number;
      batch_name: string | null;
      project_id: number | null;
      project_name: string | null;
      /** @description Name of the newest dataset version holding the image; null when none does */
      version_name: string | null;
      device_id: string;
      /** @enum {string} */
      annotation_status: 'pending' | 'completed';
      /** @enum {string} */
      split: 'train' | 'val' | 'test' | 'none';
      split_locked: boolean;
      storage_key: string;
      /**
       * @description ISO 8601 timestamp in UTC
       * @example 2026-11-21T10:00:00.000Z
       */
      captured_at: string | null;
      metadata: {
        [key: string]: unknown;
      };
      /** @description Signed address on the API's origin (GET /images/{id}/content), only when requested */
      image_url?: string;
      /** @description Signed address of a JPEG fitting 320x240 (GET /images/{id}/thumbnail), only when requested */
      thumbnail_url?: string;
      /**
       * @description ISO 8601 timestamp in UTC
       * @example 2026-11-21T10:00:00.000Z
       */
      created_at: string;
      /**
       * @description ISO 8601 timestamp in UTC
       * @example 2026-11-21T10:00:00.000Z
       */
      updated_at: string;
    };
    UserImageUpload: {
      /** @description The JPEG, PNG or WebP files, at most 100 per request (required) */
      images?: string[];
      /** @description The project the images join */
      project_id?: number;
      /** @description Add to this batch (one an earlier request answered); a new batch is made otherwise */
      batch_id?: number;
    };
    ImageUpload: {
      /**
       * Format: binary
       * @description The JPEG, PNG or WebP file (required)
       */
      image?: string;
      project_id?: number;
      /**
       * Format: date-time
       * @description When the camera took it (RFC 3339)
       */
      captured_at?: string;
      /** @description A JSON object, as text (keys without a leading $, dots or NUL; at most 16 levels deep) */
      metadata?: string;
      /** @description The device's key for this frame: an upload repeating a key the device already used answers 200 with the image stored the first time and stores nothing new */
      idempotency_key?: string;
      /** @description The edge model's detections as JSON text, `{"model_version_id": 3, "boxes": [{"class_name": "car", "confidence": 0.9, "x_center": 0.5, "y_center": 0.5, "width": 0.2, "height": 0.1}]}` (normalised to the image; at most 500): stored as `source: model` annotations with their confidence. A box may say `"type": "polygon"` with `geometry` (an instance outline, flat normalised x, y pairs; its box the bounds) or `"type": "tag"` (a classifier's class of the whole image; its box is ignored) */
      detections?: string;
    };
    SignedUrl: {
      url: string;
      /**
       * @description ISO 8601 timestamp in UTC
       * @example 2026-11-21T10:00:00.000Z
       */
      expires_at: string;
    };
    ImageListItem: {
      id: number;
      filename: string;
      width: number;
      height: number;
      content_type: string;
      size_bytes: number;
      sha256: string;
      batch_id: number;
      batch_name: string | null;
      project_id: number | null;
      project_name: string | null;
      /** @description Name of the newest dataset version holding the image; null when none does */
      version_name: string | null;
      device_id: string;
      /** @enum {string} */
      annotation_status: 'pending' | 'completed';
      /** @enum {string} */
      split: 'train' | 'val' | 'test' | 'none';
      split_locked: boolean;
      storage_key: string;
      /**
       * @description ISO 8601 timestamp in UTC
       * @example 2026-11-21T10:00:00.000Z
       */
      captured_at: string | null;
      metadata: {
        [key: string]: unknown;
      };
      /** @description Signed address on the API's origin (GET /images/{id}/content), only when requested */
      image_url?: string;
      /** @description Signed address of a JPEG fitting 320x240 (GET /images/{id}/thumbnail), only when requested */
      thumbnail_url?: string;
      /**
       * @description ISO 8601 timestamp in UTC
       * @example 2026-11-21T10:00:00.000Z
       */
      created_at: string;
      /**
       * @description ISO 8601 timestamp in UTC
       * @example 2026-11-21T10:00:00.000Z
       */
      updated_at: string;
      /** @description Present only when requested */
      annotations?: components['schemas']['Annotation'][];
    };
    Annotation: {
      id: number;
      image_id: number;
      class_value: string;
      /** @enum {string} */
      type: 'bbox' | 'polygon' | 'mask' | 'tag';
      /** @enum {string} */
      source: 'manual' | 'model' | 'sam' | 'import';
      confidence: number | null;
      x_center: number | null;
      y_center: number | null;
      width: number | null;
      height: number | null;
      geometry: number[] | null;
      z_order: number;
      /**
       * @description ISO 8601 timestamp in UTC
       * @example 2026-11-21T10:00:00.000Z
       */
      created_at: string;
      /**
       * @description ISO 8601 timestamp in UTC
       * @example 2026-11-21T10:00:00.000Z
       */
      updated_at: string;
    };
    OffsetMeta: {
      count: number;
      limit: number;
      /** @description The offset asked for; null on a page asked for by `cursor` */
      offset: number | null;
      total: number;
      /** @description Send as `cursor` (with the same filters, sort and order) for the next page; null on the last page */
      next_cursor: string | null;
    };
    UpdateImage: {
      project_id?: number | null;
      /** @enum {string} */
      split?: 'train' | 'val' | 'test' | 'none';
      split_locked?: boolean;
      /**
       * @description Set explicitly; annotation changes no longer move it
       * @enum {string}
       */
      annotation_status?: 'pending' | 'completed';
    };
    BulkAnnotationsResult: {
      written: components['schemas']['BulkWritten'][];
      errors: components['schemas']['BulkItemError'][];
    };
    BulkWritten: {
      image_id: number;
      annotation_ids: number[];
    };
    BulkItemError: {
      /** @description Position of the item in `items` */
      index: number;
      image_id: number;
      /** @enum {string} */
      code: 'NOT_FOUND' | 'VALIDATION_ERROR';
      message: string;
      /** @description e.g. `items.3.annotations.0.x_center` */
      field: string | null;
    };
    BulkAnnotations: {
      items: {
        image_id: number;
        /**
         * @description `replace` (default): these become the image's only annotations; `append`: added
         * @default replace
         * @enum {string}
         */
        mode: 'replace' | 'append';
        annotations: components['schemas']['BulkAnnotation'][];
      }[];
    };
    BulkAnnotation: {
      /**
       * @default bbox
       * @enum {string}
       */
      type: 'bbox' | 'polygon' | 'mask' | 'tag';
      class_value: string;
      /**
       * @default manual
       * @enum {string}
       */
      source: 'manual' | 'model' | 'sam' | 'import';
      confidence?: number | null;
      x_center?: number;
      y_center?: number;
      width?: number;
      height?: number;
      /** @description Flat list of normalised x, y pairs (at least three points) */
      geometry?: number[];
      z_order?: number;
    };
    CreateAnnotation: {
      image_id: number;
      /**
       * @default bbox
       * @enum {string}
       */
      type: 'bbox' | 'polygon' | 'mask' | 'tag';
      class_value: string;
      /**
       * @default manual
       * @enum {string}
       */
      source: 'manual' | 'model' | 'sam' | 'import';
      confidence?: number | null;
      x_center?: number;
      y_center?: number;
      width?: number;
      height?: number;
      /** @description Flat list of normalised x, y pairs (at least three points) */
      geometry?: number[];
      /** @default 0 */
      z_order: number;
    };
    UpdateAnnotation: {
      class_value?: string;
      /** @enum {string} */
      source?: 'manual' | 'model' | 'sam' | 'import';
      confidence?: number | null;
      x_center?: number;
      y_center?: number;
      width?: number;
      height?: number;
      /** @description Flat list of normalised x, y pairs (at least three points) */
      geometry?: number[];
      z_order?: number;
    };
    DatasetVersion: {
      id: number;
      name: string;
      version: number;
      image_count: number;
      batch_count: number;
      class_count: number;
      /**
       * @description ISO 8601 timestamp in UTC
       * @example 2026-11-21T10:00:00.000Z
       */
      created_at: string;
      project_id: number;
      /** @description Class values in the version's annotations; the position is the class index in exports */
      classes: string[];
      split_counts: components['schemas']['DatasetSplitCounts'];
      split_ratios: {
        train: number;
        val: number;
        test: number;
      };
      seed: number;
      only_annotated: boolean;
      /** @description The batches it was limited to, if any */
      batch_ids: number[] | null;
      /** @description Whether every image of the version is locked in its split yet. The version is usable as soon as it is created; its images are locked right after (seconds, about a minute for 100,000 images on the local database), and the next version of the project waits for that. */
      splits_locked: boolean;
    };
    /** @description Images per split */
    DatasetSplitCounts: {
      train: number;
      val: number;
      test: number;
    };
    CreateDatasetVersion: {
      project_id: number;
      name: string;
      /** @description Only images of these batches (all of the project's images when absent) */
      batch_ids?: number[];
      split?: components['schemas']['SplitRatios'];
      /**
       * @description The same images, annotations and seed always give the same splits
       * @default 42
       */
      seed: number;
      /**
       * @description Only images whose annotation_status is completed
       * @default true
       */
      only_annotated: boolean;
    };
    /**
     * @description Shares of train, val and test, each 0 to 1, summing to 1
     * @default {
     *       "train": 0.7,
     *       "val": 0.2,
     *       "test": 0.1
     *     }
     */
    SplitRatios: {
      train: number;
      val: number;
      test: number;
    };
    DatasetClassDistribution: {
      class_value: string;
      /** @description The version's annotations of this class, per split */
      annotations: {
        train: number;
        val: number;
        test: number;
      };
      /** @description Images of the version showing this class, per split */
      images: {
        train: number;
        val: number;
        test: number;
      };
    };
    DatasetVersionListItem: {
      id: number;
      name: string;
      version: number;
      image_count: number;
      batch_count: number;
      class_count: number;
      /**
       * @description ISO 8601 timestamp in UTC
       * @example 2026-11-21T10:00:00.000Z
       */
      created_at: string;
    };
    AsyncJobResponse: {
      /** @description Poll GET /jobs/{job_id} */
      job_id: string;
      status: components['schemas']['AsyncJobStatus'];
      message: string;
      /**
       * @description ISO 8601 timestamp in UTC
       * @example 2026-11-21T10:00:00.000Z
       */
      created_at: string;
    };
    /**
     * @description `queued` -> `running` -> `completed` or `failed`. A failed job leaves nothing behind (no artifact; for an import, no image, annotation, batch or object of it).
     * @enum {string}
     */
    AsyncJobStatus: 'queued' | 'running' | 'completed' | 'failed';
    ImportUpload: {
      /**
       * Format: binary
       * @description The zip archive (this, or `upload_id`)
       */
      file?: string;
      /**
       * Format: uuid
       * @description A completed resumable upload (POST /data/large-uploads) of the zip, instead of `file`
       */
      upload_id?: string;
      /**
       * @description `coco`: instances JSON per split; `yolo`: Ultralytics data.yaml with images/<split> and labels/<split> (for classification projects, <split>/<class>/<image> folders); `voc`: Annotations/*.xml, JPEGImages, ImageSets/Main/<split>.txt; `cvat`: CVAT for images 1.1 annotations.xml with images/
       * @enum {string}
       */
      format: 'coco' | 'yolo' | 'voc' | 'cvat';
    };
    LargeUpload: {
      /** @description Pass it as `upload_id` to POST /data/projects/{id}/import once complete */
      id: string;
      filename: string;
      size_bytes: number;
      /** @description Every part but the last has exactly this size; part n holds bytes (n-1)*part_size onwards (at least 5 MiB, LARGE_UPLOAD_PART_BYTES) */
      part_size: number;
      part_count: number;
      /** @description Part numbers stored so far: after a dropped connection, send the others */
      parts_received: number[];
      bytes_received: number;
      /** @enum {string} */
      status: 'open' | 'complete';
      /**
       * @description Without a new part (or, once complete, without an import) by then the upload is abandoned: its parts are removed (LARGE_UPLOAD_EXPIRY_S after the last part)
       * @example 2026-11-21T10:00:00.000Z
       */
      expires_at: string;
      /**
       * @description ISO 8601 timestamp in UTC
       * @example 2026-11-21T10:00:00.000Z
       */
      created_at: string;
    };
    CreateLargeUpload: {
      /** @description The file as the user named it (kept for messages) */
      filename: string;
      /** @description The file's exact size; at most MAX_IMPORT_BYTES */
      size_bytes: number;
    };
    LargeUploadPart: {
      /**
       * Format: binary
       * @description The part's bytes (required)
       */
      part?: string;
    };
    AsyncJob: {
      job_id: string;
      /** @enum {string} */
      type: 'dataset_export' | 'calibration_export' | 'dataset_import';
      status: components['schemas']['AsyncJobStatus'];
      /** @description Share done, 0 to 1 */
      progress: number;
      message: string;
      /** @description Exports only */
      dataset_version_id: number | null;
      /** @description Imports only: the project imported into */
      project_id: number | null;
      /** @enum {string} */
      format: 'yolo' | 'coco' | 'voc' | 'cvat' | 'classification';
      /** @description Calibration exports only */
      max_images: number | null;
      /** @description Present once completed: ExportResult for exports, ImportResult for imports */
      result: components['schemas']['ExportResult'] | components['schemas']['ImportResult'] | null;
      /** @description Why the job failed */
      error: string | null;
      /**
       * @description ISO 8601 timestamp in UTC
       * @example 2026-11-21T10:00:00.000Z
       */
      created_at: string;
      /**
       * @description ISO 8601 timestamp in UTC
       * @example 2026-11-21T10:00:00.000Z
       */
      updated_at: string;
      /**
       * @description ISO 8601 timestamp in UTC
       * @example 2026-11-21T10:00:00.000Z
       */
      started_at: string | null;
      /**
       * @description ISO 8601 timestamp in UTC
       * @example 2026-11-21T10:00:00.000Z
       */
      completed_at: string | null;
    };
    ExportResult: {
      /** @description Object key of the zip archive */
      artifact_key: string;
      /** @description A signed address on the API's origin (`GET /jobs/{job_id}/file?...`); GET it without credentials until expires_at */
      download_url: string;
      /**
       * @description ISO 8601 timestamp in UTC
       * @example 2026-11-21T10:00:00.000Z
       */
      expires_at: string;
      size_bytes: number;
      image_count: number;
    };
    ImportResult: {
      images_added: number;
      annotations_added: number;
      /** @description Images whose bytes (SHA-256) the project already held, or the archive held twice */
      duplicates_skipped: number;
      /** @description Class names appended to the project's class list */
      classes_added: string[];
      /** @description The batch holding the added images */
      batch_id: number | null;
    };
    TrainingJob: {
      id: number;
      /** @description The custom resource in the cluster */
      resource: {
        namespace: string;
        name: string;
      };
      phase: components['schemas']['JobPhase'];
      progress: number;
      message: string | null;
      attempts: number;
      conditions: {
        type: string;
        /** @enum {string} */
        status: 'True' | 'False' | 'Unknown';
        reason?: string;
        message?: string;
        lastTransitionTime: string;
        observedGeneration?: number;
      }[];
      metrics: {
        [key: string]: number;
      };
      /** @description A failed job's last words: the failed pod's termination message, which Kubernetes fills with the tail of its log (the last 80 lines or 2048 bytes, whichever is smaller); null otherwise */
      log_tail: string | null;
      /** @enum {string} */
      created_via: 'api' | 'kubectl';
      /**
       * @description ISO 8601 timestamp in UTC
       * @example 2026-11-21T10:00:00.000Z
       */
      started_at: string | null;
      /**
       * @description ISO 8601 timestamp in UTC
       * @example 2026-11-21T10:00:00.000Z
       */
      completed_at: string | null;
      /**
       * @description ISO 8601 timestamp in UTC
       * @example 2026-11-21T10:00:00.000Z
       */
      created_at: string;
      /**
       * @description ISO 8601 timestamp in UTC
       * @example 2026-11-21T10:00:00.000Z
       */
      updated_at: string;
      project_id: number;
      dataset_version_id: number;
      /**
       * @description What the model learns: the project's task (detect, classify, segment)
       * @enum {string}
       */
      task: 'detect' | 'classify' | 'segment';
      base_model: string;
      epochs: number;
      image_size: number;
      batch_size: number;
      hyperparameters: {
        [key: string]: string | number | boolean;
      };
      /** @description The model version created when it succeeded */
      model_version_id: number | null;
      /** @description The last finished epoch; its figures are in metrics, every epoch in /metrics */
      epoch: {
        epoch: number;
        epochs: number;
      } | null;
      /** @description What the epochs so far call for, e.g. the task's accuracy (mAP50, mask mAP50, top-1) still 0 after several epochs; empty when all is well */
      warnings: string[];
    };
    /**
     * @description Pending -> Running -> Succeeded | Failed; Cancelled when cancelled or deleted early
     * @enum {string}
     */
    JobPhase: 'Pending' | 'Running' | 'Succeeded' | 'Failed' | 'Cancelled';
    CreateTrainingJob: {
      project_id: number;
      dataset_version_id: number;
      /** @description model-version:<id> fine-tunes a model version of this platform (of the same task); an architecture such as yolov8n.yaml (yolov8n-cls.yaml, yolov8n-seg.yaml) trains from scratch; a hub checkpoint such as yolov8n.pt needs the cluster to reach the hub and a SHA-256 pin in WORKLOAD_HUB_SHA256 (else 400). Default: the smallest architecture of the project's task (yolov8n.yaml, yolov8n-cls.yaml or yolov8n-seg.yaml) */
      base_model?: string;
      /** @default 100 */
      epochs: number;
      /** @default 640 */
      image_size: number;
      /** @default 16 */
      batch_size: number;
      /** @default {} */
      hyperparameters: {
        [key: string]: string | number | boolean;
      };
      resources?: {
        cpu?: string;
        memory?: string;
        gpu?: number;
      };
    };
    TrainingOptions: {
      /** @enum {string} */
      task: 'detect' | 'classify' | 'segment';
      /** @description The project's latest model version when it has one (fine-tuned), else a pinned pretrained hub checkpoint of the task, else the task's smallest architecture */
      default_base_model: string;
      /** @description This organization's model versions of the task with weights (the project's first), hub checkpoints pinned in WORKLOAD_HUB_SHA256 (only those: the cluster reaches the hub for them), then architectures */
      base_models: {
        /** @description What base_model takes */
        value: string;
        /** @enum {string} */
        kind: 'model-version' | 'architecture' | 'hub';
        label: string;
      }[];
      /** @description Sized for a CPU node and, when JOB_MAX_GPU allows one, a GPU node; within the caps */
      presets: {
        /** @enum {string} */
        name: 'cpu' | 'gpu';
        label: string;
        epochs: number;
        image_size: number;
        batch_size: number;
        resources: {
          gpu?: number;
        };
      }[];
    };
    ExportFormatOptions: {
      /** @enum {string} */
      format: 'onnx' | 'openvino' | 'tensorrt';
      /** @description What the format comes in; the first is the default */
      precisions: ('fp32' | 'fp16' | 'int8')[];
      needs_gpu: boolean;
      /** @description False when the format needs a GPU node and the server's caps allow none (JOB_MAX_GPU) */
      available: boolean;
    }[];
    TrainingEpoch: {
      epoch: number;
      epochs: number;
      /** @description As the trainer reported them: box_loss, cls_loss, dfl_loss, precision, recall, map50, map50_95 */
      metrics: {
        [key: string]: number;
      };
      /**
       * @description ISO 8601 timestamp in UTC
       * @example 2026-11-21T10:00:00.000Z
       */
      reported_at: string;
    };
    ExportJob: {
      id: number;
      /** @description The custom resource in the cluster */
      resource: {
        namespace: string;
        name: string;
      };
      phase: components['schemas']['JobPhase'];
      progress: number;
      message: string | null;
      attempts: number;
      conditions: {
        type: string;
        /** @enum {string} */
        status: 'True' | 'False' | 'Unknown';
        reason?: string;
        message?: string;
        lastTransitionTime: string;
        observedGeneration?: number;
      }[];
      metrics: {
        [key: string]: number;
      };
      /** @description A failed job's last words: the failed pod's termination message, which Kubernetes fills with the tail of its log (the last 80 lines or 2048 bytes, whichever is smaller); null otherwise */
      log_tail: string | null;
      /** @enum {string} */
      created_via: 'api' | 'kubectl';
      /**
       * @description ISO 8601 timestamp in UTC
       * @example 2026-11-21T10:00:00.000Z
       */
      started_at: string | null;
      /**
       * @description ISO 8601 timestamp in UTC
       * @example 2026-11-21T10:00:00.000Z
       */
      completed_at: string | null;
      /**
       * @description ISO 8601 timestamp in UTC
       * @example 2026-11-21T10:00:00.000Z
       */
      created_at: string;
      /**
       * @description ISO 8601 timestamp in UTC
       * @example 2026-11-21T10:00:00.000Z
       */
      updated_at: string;
      model_version_id: number;
      /** @enum {string} */
      format: 'onnx' | 'tensorrt' | 'openvino' | 'tflite' | 'hailo';
      /** @enum {string} */
      precision: 'fp32' | 'fp16' | 'int8';
      calibration_dataset_version_id: number | null;
      artifact_key: string | null;
    };
    CreateExportJob: {
      model_version_id: number;
      /** @enum {string} */
      format: 'onnx' | 'openvino' | 'tensorrt';
      /**
       * @default fp32
       * @enum {string}
       */
      precision: 'fp32' | 'fp16' | 'int8';
      /** @description Required for int8: the dataset version whose calibration export calibrates it */
      calibration_dataset_version_id?: number;
      /** @description Default: the model version's input_size (a fixed-size ONNX model exports at its own) */
      image_size?: number;
    };
    Evaluation: {
      id: number;
      /** @description The custom resource in the cluster */
      resource: {
        namespace: string;
        name: string;
      };
      phase: components['schemas']['JobPhase'];
      progress: number;
      message: string | null;
      attempts: number;
      conditions: {
        type: string;
        /** @enum {string} */
        status: 'True' | 'False' | 'Unknown';
        reason?: string;
        message?: string;
        lastTransitionTime: string;
        observedGeneration?: number;
      }[];
      metrics: {
        [key: string]: number;
      };
      /** @description A failed job's last words: the failed pod's termination message, which Kubernetes fills with the tail of its log (the last 80 lines or 2048 bytes, whichever is smaller); null otherwise */
      log_tail: string | null;
      /** @enum {string} */
      created_via: 'api' | 'kubectl';
      /**
       * @description ISO 8601 timestamp in UTC
       * @example 2026-11-21T10:00:00.000Z
       */
      started_at: string | null;
      /**
       * @description ISO 8601 timestamp in UTC
       * @example 2026-11-21T10:00:00.000Z
       */
      completed_at: string | null;
      /**
       * @description ISO 8601 timestamp in UTC
       * @example 2026-11-21T10:00:00.000Z
       */
      created_at: string;
      /**
       * @description ISO 8601 timestamp in UTC
       * @example 2026-11-21T10:00:00.000Z
       */
      updated_at: string;
      project_id: number;
      model_version_id: number;
      dataset_version_id: number;
      /** @enum {string} */
      split: 'test' | 'val' | 'train';
      image_size: number;
      /** @description Every figure, once the evaluation succeeded */
      figures: {
        /** @enum {string} */
        task: 'detect' | 'classify' | 'segment';
        /** @description The model's classes, then the version's it does not know */
        classes: string[];
        image_count: number;
        overall: components['schemas']['EvaluationOverall'];
        per_class: {
          name: string;
          /** @description Labelled objects (classify: images) */
          support: number;
          precision: number | null;
          recall: number | null;
          /** @description Box AP at IoU 0.5 (segment: the instances' boxes) */
          ap50: number | null;
          ap50_95: number | null;
          /** @description segment only: AP at mask IoU 0.5 */
          mask_ap50?: number | null;
          /** @description segment only: the mean AP at mask IoU 0.50, 0.55, ..., 0.95 */
          mask_ap50_95?: number | null;
        }[];
        /** @description The confidence where the mean F1 over the classes peaks; precision, recall and the matrix are read there */
        confidence_threshold: number | null;
        f1_curve: {
          confidence: number;
          f1: number;
        }[];
        /** @description Per class, the precision envelope at recall 0, 0.01, ..., 1 (IoU 0.5) */
        pr_curves: {
          name: string;
          precision: number[];
        }[];
        confusion: {
          classes: string[];
          /** @description Whether the last row and column are the background (not classify) */
          background: boolean;
          /** @description matrix[truth][predicted] */
          matrix: number[][];
          /** @description The image ids behind each non-empty cell, keyed "truth,predicted" */
          cells: {
            [key: string]: number[];
          };
          perClass: {
            name: string;
            precision: number | null;
            recall: number | null;
            support: number;
          }[];
        };
        image_errors: {
          image_id: number;
          errors: number;
        }[];
      } | null;
    };
    /** @description Means over the classes with labels; null where the task has none */
    EvaluationOverall: {
      precision: number | null;
      recall: number | null;
      map50: number | null;
      map50_95: number | null;
      /** @description classify: top-1 accuracy */
      accuracy: number | null;
      top5_accuracy: number | null;
      /** @description segment only: the mean over the classes of mask AP50 (predicted and labelled outlines matched by mask IoU); null when the evaluator sent no outlines */
      mask_map50?: number | null;
      /** @description segment only: the mean over the classes of mask AP at IoU 0.50, 0.55, ..., 0.95 */
      mask_map50_95?: number | null;
    };
    CreateEvaluation: {
      model_version_id: number;
      /** @description A dataset version of the model's project (any of the organization's for a model without one) */
      dataset_version_id: number;
      /**
       * @description Default: test, or val when the test split is empty
       * @enum {string}
       */
      split?: 'test' | 'val' | 'train';
      /** @description Default: the model's input size */
      image_size?: number;
    };
    /** @description An evaluation without its figures (metrics holds the overall ones) */
    EvaluationSummary: {
      id: number;
      /** @description The custom resource in the cluster */
      resource: {
        namespace: string;
        name: string;
      };
      phase: components['schemas']['JobPhase'];
      progress: number;
      message: string | null;
      attempts: number;
      conditions: {
        type: string;
        /** @enum {string} */
        status: 'True' | 'False' | 'Unknown';
        reason?: string;
        message?: string;
        lastTransitionTime: string;
        observedGeneration?: number;
      }[];
      metrics: {
        [key: string]: number;
      };
      /** @description A failed job's last words: the failed pod's termination message, which Kubernetes fills with the tail of its log (the last 80 lines or 2048 bytes, whichever is smaller); null otherwise */
      log_tail: string | null;
      /** @enum {string} */
      created_via: 'api' | 'kubectl';
      /**
       * @description ISO 8601 timestamp in UTC
       * @example 2026-11-21T10:00:00.000Z
       */
      started_at: string | null;
      /**
       * @description ISO 8601 timestamp in UTC
       * @example 2026-11-21T10:00:00.000Z
       */
      completed_at: string | null;
      /**
       * @description ISO 8601 timestamp in UTC
       * @example 2026-11-21T10:00:00.000Z
       */
      created_at: string;
      /**
       * @description ISO 8601 timestamp in UTC
       * @example 2026-11-21T10:00:00.000Z
       */
      updated_at: string;
      project_id: number;
      model_version_id: number;
      dataset_version_id: number;
      /** @enum {string} */
      split: 'test' | 'val' | 'train';
      image_size: number;
    };
    EvaluationComparison: {
      a: components['schemas']['EvaluationSummary'];
      b: components['schemas']['EvaluationSummary'];
      overall: {
        [key: string]: {
          a: number | null;
          b: number | null;
          /** @description b - a */
          difference: number | null;
        };
      };
      confidence_threshold: {
        a: number | null;
        b: number | null;
        /** @description b - a */
        difference: number | null;
      };
      per_class: {
        name: string;
        support: {
          a: number | null;
          b: number | null;
          /** @description b - a */
          difference: number | null;
        };
        precision: {
          a: number | null;
          b: number | null;
          /** @description b - a */
          difference: number | null;
        };
        recall: {
          a: number | null;
          b: number | null;
          /** @description b - a */
          difference: number | null;
        };
        ap50: {
          a: number | null;
          b: number | null;
          /** @description b - a */
          difference: number | null;
        };
        ap50_95: {
          a: number | null;
          b: number | null;
          /** @description b - a */
          difference: number | null;
        };
        /** @description When either evaluation is a segmentation */
        mask_ap50?: {
          a: number | null;
          b: number | null;
          /** @description b - a */
          difference: number | null;
        };
        mask_ap50_95?: {
          a: number | null;
          b: number | null;
          /** @description b - a */
          difference: number | null;
        };
      }[];
      /** @description When both models have the same classes in the same order */
      confusion: {
        classes: string[];
        a: number[][];
        b: number[][];
        difference: number[][];
      } | null;
      /** @description Images whose error counts differ, the largest gap first */
      disagreements: {
        image_id: number;
        a_errors: number;
        b_errors: number;
      }[];
    };
    ModelVersion: {
      id: number;
      project_id: number | null;
      name: string;
      version: number;
      /** @enum {string} */
      source: 'training' | 'upload';
      training_job_id: number | null;
      /** @description What the model predicts: detect (boxes), classify (one class per image), segment (instance outlines; also SAM). Models trained before tasks were recorded read as detect */
      task: string;
      /** @enum {string} */
      role: 'detector' | 'open_vocab_detector' | 'sam_encoder' | 'sam_decoder';
      class_names: string[];
      input_size: number;
      metrics: {
        [key: string]: number;
      };
      artifacts: {
        weights: string | null;
        onnx: string | null;
      };
      /** @description Artifacts of the export jobs that succeeded for this model */
      exports: {
        export_job_id: number;
        /** @enum {string} */
        format: 'onnx' | 'tensorrt' | 'openvino' | 'tflite' | 'hailo';
        /** @enum {string} */
        precision: 'fp32' | 'fp16' | 'int8';
        artifact_key: string;
        /**
         * @description ISO 8601 timestamp in UTC
         * @example 2026-11-21T10:00:00.000Z
         */
        completed_at: string | null;
        /** @description What the exporter measured on the val split: source_<figure> (the model) next to export_<figure> (this export) for map50, mask_map50 or top1; empty when it did not validate */
        metrics: {
          [key: string]: number;
        };
      }[];
      /**
       * @description ISO 8601 timestamp in UTC
       * @example 2026-11-21T10:00:00.000Z
       */
      created_at: string;
      /**
       * @description ISO 8601 timestamp in UTC
       * @example 2026-11-21T10:00:00.000Z
       */
      updated_at: string;
    };
    Download: {
      /** @description A signed address on the API's origin; GET it without credentials until expires_at */
      url: string;
      file_name: string;
      /**
       * @description ISO 8601 timestamp in UTC
       * @example 2026-11-21T10:00:00.000Z
       */
      expires_at: string;
    };
    ModelUpload: {
      /**
       * Format: binary
       * @description The ONNX model file (required)
       */
      file?: string;
      name: string;
      /**
       * @description The model's task. Absent: read from its outputs (`[1, classes]` classify; `[1, 4 + classes + 32, anchors]` with prototypes `[1, 32, h, w]` segment, YOLOv8-seg; `[1, 4 + classes, anchors]` or its transpose detect), `segment` for SAM; outputs in none of these layouts are refused naming `role`
       * @enum {string}
       */
      task?: 'detect' | 'classify' | 'segment';
      /**
       * @description `detector` / `open_vocab_detector`: YOLOv8 layout, one image input [1, 3, S, S] and output [1, 4 + classes, anchors]; `sam_encoder`: image [1, 3, S, S] to embeddings [1, C, h, w]; `sam_decoder`: the SAM export (image_embeddings, point_coords, point_labels, mask_input, has_mask_input, orig_im_size -> masks, iou_predictions)
       * @default detector
       * @enum {string}
       */
      role: 'detector' | 'open_vocab_detector' | 'sam_encoder' | 'sam_decoder';
      /**
       * @description Required for detectors, classifiers and segmenters: the class names in output order (index 0 first), as a JSON array or comma-separated; evaluations match them to the dataset version's labels by name. None for SAM
       * @default []
       */
      class_names: string;
      /** @description The square input side the model was trained at; default the model's own fixed size. Required when the model's image input has symbolic dimensions (SAM: default 1024). Inference, evaluation, export and devices all run the model at this size */
      input_size?: number;
      project_id?: number;
    };
    InferenceRequest: {
      id: number;
      project_id: number;
      /** @description The detector that ran; in SAM mode (`request_type` `sam_auto`) the SAM mask decoder (see the auto-annotate route) */
      model_version_id: number;
      /** @enum {string} */
      request_type: 'inference' | 'auto_annotate' | 'sam_auto';
      /**
       * @description `pending` (queued) -> `running` -> `completed`, `failed` (see `error_message`) or `cancelled`; a pending or running request may be cancelled
       * @enum {string}
       */
      status: 'pending' | 'running' | 'completed' | 'failed' | 'cancelled';
      image_ids: number[];
      image_count: number;
      confidence_threshold: number;
      iou_threshold: number;
      /** @description True once the predictions were written as annotations */
      applied_to_images: boolean;
      /** @description Ids of the stored predictions (read them with GET /ml/inference-requests/{id}/predictions) */
      results: number[];
      error_message: string | null;
      /**
       * @description ISO 8601 timestamp in UTC
       * @example 2026-11-21T10:00:00.000Z
       */
      created_at: string;
      /**
       * @description ISO 8601 timestamp in UTC
       * @example 2026-11-21T10:00:00.000Z
       */
      updated_at: string;
      /**
       * @description ISO 8601 timestamp in UTC
       * @example 2026-11-21T10:00:00.000Z
       */
      completed_at: string | null;
    };
    CreateInferenceRequest: {
      /** @description Images of the project, 1 to 1000 distinct ids */
      image_ids: number[];
      /** @description A model version with role `detector` (or `open_vocab_detector`) and an ONNX artifact */
      model_version_id: number;
      /**
       * @description Minimum class score of a kept box, 0 to 1 inclusive (default 0.25)
       * @default 0.25
       */
      confidence_threshold: number;
      /**
       * @description Boxes of one class overlapping more than this are suppressed (NMS), 0 to 1 inclusive (default 0.45)
       * @default 0.45
       */
      iou_threshold: number;
    };
    AutoAnnotateRequest: {
      /** @description Annotate the batch's images that belong to the project; without it, the project's images whose annotation_status is pending (oldest first, at most 1000 per request) */
      batch_id?: number;
      /**
       * @description Write the predictions as annotations (`source` `model`, or `sam` in SAM mode, with `confidence`). Default false: predictions are only stored on the request
       * @default false
       */
      apply_annotations: boolean;
      /**
       * @description Minimum class score of a kept box, 0 to 1 inclusive (default 0.25)
       * @default 0.25
       */
      confidence_threshold: number;
      /**
       * @description Boxes of one class overlapping more than this are suppressed (NMS), 0 to 1 inclusive (default 0.45)
       * @default 0.45
       */
      iou_threshold: number;
      /** @description Required unless `model_type` is `sam_auto`: the detector. In SAM mode it optionally names the SAM mask decoder (role `sam_decoder`); the default decoder and encoder are SAM_DECODER_MODEL_ID / SAM_ENCODER_MODEL_ID when they name one of the organization's models, else its newest of each role */
      model_version_id?: number;
      /**
       * @description `sam_auto` opts into SAM mode: prompt boxes become polygon masks
       * @default detector
       * @enum {string}
       */
      model_type: 'detector' | 'sam_auto';
      /**
       * @description SAM mode only, and required there: where the prompt boxes come from. `detector`: the model in `detector_model_version_id`; `text`: the open-vocabulary detector (OPEN_VOCAB_DETECTOR_MODEL_ID, else the organization's newest `open_vocab_detector`), keeping the classes named in `text_classes`
       * @enum {string}
       */
      sam_prompt_source?: 'text' | 'detector';
      /** @description Required when `sam_prompt_source` is `detector` */
      detector_model_version_id?: number;
      /** @description Required (non-empty) when `sam_prompt_source` is `text`: class names of the open-vocabulary detector's vocabulary (its `class_names`, matched case-insensitively) */
      text_classes?: string[];
      /**
       * @description With `apply_annotations`: replace earlier machine annotations (`source` `model` or `sam`) of the images; manual ones always stay. Without it, images that already have annotations are skipped
       * @default false
       */
      overwrite: boolean;
    };
    ImagePredictions: {
      image_id: number;
      /**
       * @description `skipped`: deleted since the request, or already annotated (apply_annotations without overwrite)
       * @enum {string}
       */
      status: 'pending' | 'processed' | 'skipped';
      predictions: components['schemas']['Prediction'][];
    };
    Prediction: {
      id: number;
      /**
       * @description `bbox` (a detector's box), `polygon` (a segmentation model's or SAM's outline, with its bounding box) or `tag` (a classifier's class for the whole image; its box is the whole image)
       * @enum {string}
       */
      type: 'bbox' | 'polygon' | 'tag';
      class_value: string;
      confidence: number;
      x_center: number;
      y_center: number;
      width: number;
      height: number;
      /** @description The outline of a segmentation model or of SAM, flat normalised x, y pairs; null for boxes and tags */
      geometry: number[] | null;
      /** @description The annotation it became, if applied */
      annotation_id: number | null;
    };
    Deployment: {
      id: number;
      /** @description The id devices report phases under: POST /device/deployment-jobs/{job_id}/phase */
      job_id: string;
      resource: {
        namespace: string;
        name: string;
      };
      model_version_id: number;
      export_job_id: number | null;
      /** @enum {string} */
      format: 'onnx' | 'tensorrt' | 'openvino' | 'tflite' | 'hailo';
      targets: {
        device_ids: string[] | null;
        match_labels: {
          [key: string]: string;
        } | null;
      };
      rollout: {
        /** @enum {string} */
        strategy: 'all' | 'batched';
        batch_size: number;
        max_unavailable: number;
        device_timeout_seconds: number;
      };
      rollback_on_failure: boolean;
      /**
       * @description Pending -> Running -> Succeeded | Failed; RolledBack when a failure triggered the rollback
       * @enum {string}
       */
      phase: 'Pending' | 'Running' | 'Succeeded' | 'Failed' | 'RolledBack' | 'Cancelled';
      progress: number;
      message: string | null;
      /** @description Per-device progress (in GET by id) */
      devices?: {
        device_id: string;
        rollback: boolean;
        /** @description Handed to the device (the rollout reached it) */
        released: boolean;
        /** @enum {string} */
        state: 'Waiting' | 'InProgress' | 'Succeeded' | 'Failed' | 'RolledBack';
        phase: string | null;
        /** @description The current phase's progress (0 to 1) as last reported */
        progress: number | null;
        message: string | null;
        /**
         * @description When the rollout handed the deployment to the device
         * @example 2026-11-21T10:00:00.000Z
         */
        released_at: string | null;
        /**
         * @description ISO 8601 timestamp in UTC
         * @example 2026-11-21T10:00:00.000Z
         */
        updated_at: string;
      }[];
      /** @enum {string} */
      created_via: 'api' | 'kubectl';
      /**
       * @description ISO 8601 timestamp in UTC
       * @example 2026-11-21T10:00:00.000Z
       */
      created_at: string;
      /**
       * @description ISO 8601 timestamp in UTC
       * @example 2026-11-21T10:00:00.000Z
       */
      updated_at: string;
    };
    CreateDeployment: {
      model_version_id: number;
      /** @description A specific export; default: the newest of the format */
      export_job_id?: number;
      /**
       * @default onnx
       * @enum {string}
       */
      format: 'onnx' | 'openvino' | 'tensorrt';
      device_ids?: string[];
      /** @description Devices with all these labels */
      match_labels?: {
        [key: string]: string;
      };
      /**
       * @default {
       *       "strategy": "all",
       *       "batch_size": 10,
       *       "max_unavailable": 0,
       *       "device_timeout_seconds": 1800
       *     }
       */
      rollout: {
        /**
         * @default all
         * @enum {string}
         */
        strategy: 'all' | 'batched';
        /** @default 10 */
        batch_size: number;
        /** @default 0 */
        max_unavailable: number;
        /**
         * @description A released device with no phase report this long (before its first or since its last) counts as failed
         * @default 1800
         */
        device_timeout_seconds: number;
      };
      /** @default true */
      rollback_on_failure: boolean;
      /**
       * @description Deploy an export whose validated accuracy (mAP50, mask mAP50 or top-1 on the val split) dropped more than the organization's deployment_max_accuracy_drop below its source model; refused (400) otherwise
       * @default false
       */
      accept_accuracy_drop: boolean;
    };
    DeploymentPhaseReport: {
      /** @enum {string} */
      phase: 'download' | 'verify' | 'install' | 'start' | 'healthcheck';
      /** @enum {string} */
      status: 'started' | 'succeeded' | 'failed';
      /**
       * Format: date-time
       * @description RFC 3339
       */
      started_at?: string;
      /**
       * Format: date-time
       * @description RFC 3339
       */
      completed_at?: string;
      error?: {
        code: string;
        message: string;
      };
      /** @description How far the phase is (0 to 1); a repeated `started` report with a new value updates it */
      progress?: number;
      /** @description The reporting device, required when a user (not the device) reports */
      device_id?: string;
    };
    AlertIngestResult: {
      /** @description Alerts in the notification */
      received: number;
      /** @description Alerts seen for the first time */
      created: number;
      /** @description Stored firing alerts that turned resolved */
      resolved: number;
      /** @description Repeats and replays: already stored in this or a later state */
      unchanged: number;
      /** @description Alerts without a known organization_id label (kept, visible to no organization) */
      unattributed: number;
    };
    AlertmanagerWebhook: {
      /**
       * @description Payload version; only "4" exists
       * @enum {string}
       */
      version: '4';
      groupKey: string;
      /** @default 0 */
      truncatedAlerts: number;
      /** @enum {string} */
      status: 'firing' | 'resolved';
      receiver: string;
      /** @default {} */
      groupLabels: {
        [key: string]: string;
      };
      /** @default {} */
      commonLabels: {
        [key: string]: string;
      };
      /** @default {} */
      commonAnnotations: {
        [key: string]: string;
      };
      /** @default  */
      externalURL: string;
      alerts: components['schemas']['AlertmanagerAlert'][];
    };
    AlertmanagerAlert: {
      /** @enum {string} */
      status: 'firing' | 'resolved';
      labels: {
        [key: string]: string;
      };
      /** @default {} */
      annotations: {
        [key: string]: string;
      };
      /**
       * Format: date-time
       * @description RFC 3339 timestamp
       */
      startsAt: string;
      /**
       * Format: date-time
       * @description RFC 3339 timestamp
       */
      endsAt?: string;
      /** @default  */
      generatorURL: string;
      /** @description The alert identity Alertmanager derives from its labels */
      fingerprint: string;
    };
    Alert: {
      id: number;
      fingerprint: string;
      /** @enum {string} */
      status: 'firing' | 'resolved';
      /** @description The `alertname` label */
      alertname: string | null;
      /** @description The `severity` label */
      severity: string | null;
      /** @description The `device_id` label, when the alert names a device */
      device_id: string | null;
      /** @description Every label, sorted by name */
      labels: {
        name: string;
        value: string;
      }[];
      /** @description Every annotation, sorted by name */
      annotations: {
        name: string;
        value: string;
      }[];
      /**
       * @description ISO 8601 timestamp in UTC
       * @example 2026-11-21T10:00:00.000Z
       */
      starts_at: string;
      /**
       * @description When the alert resolved; null while firing
       * @example 2026-11-21T10:00:00.000Z
       */
      ends_at: string | null;
      generator_url: string;
      receiver: string;
      /**
       * @description ISO 8601 timestamp in UTC
       * @example 2026-11-21T10:00:00.000Z
       */
      first_received_at: string;
      /**
       * @description ISO 8601 timestamp in UTC
       * @example 2026-11-21T10:00:00.000Z
       */
      last_received_at: string;
    };
    ConsoleConfig: {
      /**
       * Format: uri
       * @description OIDC issuer the console signs in with (authorization code + PKCE)
       */
      issuer: string;
      /** @description Public OIDC client id of the console */
      client_id: string;
      /** @description Space-separated scopes; offline_access lets it renew without an iframe */
      scopes: string;
    };
  };
  responses: never;
  parameters: never;
  requestBodies: never;
  headers: never;
  pathItems: never;
}
export type $defs = Record<string, never>;
export interface operations {
  getHealthz: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description Alive */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            /** @enum {boolean} */
            success: true;
            data: {
              /** @enum {string} */
              status: 'ok';
            };
          };
        };
      };
      /** @description REQUEST_HEADERS_TOO_LARGE: The URL and headers together are over 16 KiB (e.g. a very long query string) */
      431: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorEnvelope'];
        };
      };
      /** @description INTERNAL_ERROR: Server error */
      500: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorEnvelope'];
        };
      };
    };
  };
  getReadyz: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description Ready */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            /** @enum {boolean} */
            success: true;
            data: {
              /** @enum {string} */
              status: 'ready';
              checks: {
                [key: string]: 'ok';
              };
            };
          };
        };
      };
      /** @description REQUEST_HEADERS_TOO_LARGE: The URL and headers together are over 16 KiB (e.g. a very long query string) */
      431: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorEnvelope'];
        };
      };
      /** @description INTERNAL_ERROR: Server error */
      500: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorEnvelope'];
        };
      };
      /** @description SERVICE_UNAVAILABLE: A backing service (database, object store, identity provider) is unreachable; retry later, nothing was written */
      503: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorEnvelope'];
        };
      };
    };
  };
  getMetrics: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description Prometheus text exposition format */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'text/plain': string;
        };
      };
      /** @description REQUEST_HEADERS_TOO_LARGE: The URL and headers together are over 16 KiB (e.g. a very long query string) */
      431: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorEnvelope'];
        };
      };
      /** @description INTERNAL_ERROR: Server error */
      500: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorEnvelope'];
        };
      };
    };
  };
  getInvitations: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description Pending invitations, oldest first */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            /** @enum {boolean} */
            success: true;
            data: components['schemas']['Invitation'][];
          };
        };
      };
      /** @description UNAUTHORIZED: Missing or invalid authentication */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorEnvelope'];
        };
      };
      /** @description NOT_FOUND: Not found (also for resources of another organization) */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorEnvelope'];
        };
      };
      /** @description REQUEST_HEADERS_TOO_LARGE: The URL and headers together are over 16 KiB (e.g. a very long query string) */
      431: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorEnvelope'];
        };
      };
      /** @description INTERNAL_ERROR: Server error */
      500: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorEnvelope'];
        };
      };
      /** @description SERVICE_UNAVAILABLE: A backing service (database, object store, identity provider) is unreachable; retry later, nothing was written */
      503: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorEnvelope'];
        };
      };
    };
  };
  postInvitationsIdAccept: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        /** @description Resource id */
        id: number;
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description The organization joined, with the new role */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            /** @enum {boolean} */
            success: true;
            data: components['schemas']['Organization'];
          };
        };
      };
      /** @description VALIDATION_ERROR: Invalid request body or parameters; `error.details` names the field */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorEnvelope'];
        };
      };
      /** @description UNAUTHORIZED: Missing or invalid authentication */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorEnvelope'];
        };
      };
      /** @description NOT_FOUND: Not found (also for resources of another organization) */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorEnvelope'];
        };
      };
      /** @description CONFLICT: Conflicts with an existing resource */
      409: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorEnvelope'];
        };
      };
      /** @description REQUEST_HEADERS_TOO_LARGE: The URL and headers together are over 16 KiB (e.g. a very long query string) */
      431: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorEnvelope'];
        };
      };
      /** @description INTERNAL_ERROR: Server error */
      500: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorEnvelope'];
        };
      };
      /** @description SERVICE_UNAVAILABLE: A backing service (database, object store, identity provider) is unreachable; retry later, nothing was written */
      503: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorEnvelope'];
        };
      };
    };
  };
  postInvitationsIdDecline: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        /** @description Resource id */
        id: number;
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description Declined (deleted) */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            /** @enum {boolean} */
            success: true;
            data: components['schemas']['Deleted'];
          };
        };
      };
      /** @description VALIDATION_ERROR: Invalid request body or parameters; `error.details` names the field */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorEnvelope'];
        };
      };
      /** @description UNAUTHORIZED: Missing or invalid authentication */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorEnvelope'];
        };
      };
      /** @description NOT_FOUND: Not found (also for resources of another organization) */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorEnvelope'];
        };
      };
      /** @description REQUEST_HEADERS_TOO_LARGE: The URL and headers together are over 16 KiB (e.g. a very long query string) */
      431: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorEnvelope'];
        };
      };
      /** @description INTERNAL_ERROR: Server error */
      500: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorEnvelope'];
        };
      };
      /** @description SERVICE_UNAVAILABLE: A backing service (database, object store, identity provider) is unreachable; retry later, nothing was written */
      503: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorEnvelope'];
        };
      };
    };
  };
  getOrganization: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description The organization */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            /** @enum {boolean} */
            success: true;
            data: components['schemas']['Organization'];
          };
        };
      };
      /** @description UNAUTHORIZED: Missing or invalid authentication */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorEnvelope'];
        };
      };
      /** @description FORBIDDEN: The caller's role lacks the permission */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorEnvelope'];
        };
      };
      /** @description NOT_FOUND: Not found (also for resources of another organization) */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorEnvelope'];
        };
      };
      /** @description REQUEST_HEADERS_TOO_LARGE: The URL and headers together are over 16 KiB (e.g. a very long query string) */
      431: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorEnvelope'];
        };
      };
      /** @description INTERNAL_ERROR: Server error */
      500: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorEnvelope'];
        };
      };
      /** @description SERVICE_UNAVAILABLE: A backing service (database, object store, identity provider) is unreachable; retry later, nothing was written */
      503: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorEnvelope'];
        };
      };
    };
  };
  patchOrganization: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json': components['schemas']['UpdateOrganization'];
      };
    };
    responses: {
      /** @description The updated organization */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            /** @enum {boolean} */
            success: true;
            data: components['schemas']['Organization'];
          };
        };
      };
      /** @description VALIDATION_ERROR: Invalid request body or parameters; `error.details` names the field */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorEnvelope'];
        };
      };
      /** @description UNAUTHORIZED: Missing or invalid authentication */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorEnvelope'];
        };
      };
      /** @description FORBIDDEN: The caller's role lacks the permission */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorEnvelope'];
        };
      };
      /** @description NOT_FOUND: Not found (also for resources of another organization) */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorEnvelope'];
        };
      };
      /** @description REQUEST_HEADERS_TOO_LARGE: The URL and headers together are over 16 KiB (e.g. a very long query string) */
      431: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorEnvelope'];
        };
      };
      /** @description INTERNAL_ERROR: Server error */
      500: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorEnvelope'];
        };
      };
      /** @description SERVICE_UNAVAILABLE: A backing service (database, object store, identity provider) is unreachable; retry later, nothing was written */
      503: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorEnvelope'];
        };
      };
    };
  };
  getOrganizations: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description The caller's organizations */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            /** @enum {boolean} */
            success: true;
            data: components['schemas']['Organization'][];
          };
        };
      };
      /** @description UNAUTHORIZED: Missing or invalid authentication */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorEnvelope'];
        };
      };
      /** @description FORBIDDEN: The caller's role lacks the permission */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorEnvelope'];
        };
      };
      /** @description NOT_FOUND: Not found (also for resources of another organization) */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorEnvelope'];
        };
      };
      /** @description REQUEST_HEADERS_TOO_LARGE: The URL and headers together are over 16 KiB (e.g. a very long query string) */
      431: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorEnvelope'];
        };
      };
      /** @description INTERNAL_ERROR: Server error */
      500: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorEnvelope'];
        };
      };
      /** @description SERVICE_UNAVAILABLE: A backing service (database, object store, identity provider) is unreachable; retry later, nothing was written */
      503: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorEnvelope'];
        };
      };
    };
  };
  getOrganizationMembers: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description Members, oldest first */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            /** @enum {boolean} */
            success: true;
            data: components['schemas']['Member'][];
          };
        };
      };
      /** @description UNAUTHORIZED: Missing or invalid authentication */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorEnvelope'];
        };
      };
      /** @description FORBIDDEN: The caller's role lacks the permission */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorEnvelope'];
        };
      };
      /** @description NOT_FOUND: Not found (also for resources of another organization) */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorEnvelope'];
        };
      };
      /** @description REQUEST_HEADERS_TOO_LARGE: The URL and headers together are over 16 KiB (e.g. a very long query string) */
      431: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorEnvelope'];
        };
      };
      /** @description INTERNAL_ERROR: Server error */
      500: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorEnvelope'];
        };
      };
      /** @description SERVICE_UNAVAILABLE: A backing service (database, object store, identity provider) is unreachable; retry later, nothing was written */
      503: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorEnvelope'];
        };
      };
    };
  };
  postOrganizationMembers: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json': components['schemas']['AddMember'];
      };
    };
    responses: {
      /** @description The new membership */
      201: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            /** @enum {boolean} */
            success: true;
            data: components['schemas']['Member'];
          };
        };
      };
      /** @description VALIDATION_ERROR: Invalid request body or parameters; `error.details` names the field */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorEnvelope'];
        };
      };
      /** @description UNAUTHORIZED: Missing or invalid authentication */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorEnvelope'];
        };
      };
      /** @description FORBIDDEN: The caller's role lacks the permission */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorEnvelope'];
        };
      };
      /** @description NOT_FOUND: Not found (also for resources of another organization) */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorEnvelope'];
        };
      };
      /** @description CONFLICT: Conflicts with an existing resource */
      409: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorEnvelope'];
        };
      };
      /** @description REQUEST_HEADERS_TOO_LARGE: The URL and headers together are over 16 KiB (e.g. a very long query string) */
      431: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorEnvelope'];
        };
      };
      /** @description INTERNAL_ERROR: Server error */
      500: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorEnvelope'];
        };
      };
      /** @description SERVICE_UNAVAILABLE: A backing service (database, object store, identity provider) is unreachable; retry later, nothing was written */
      503: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorEnvelope'];
        };
      };
    };
  };
  deleteOrganizationMembersId: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        /** @description Resource id */
        id: number;
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description Removed */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            /** @enum {boolean} */
            success: true;
            data: components['schemas']['Deleted'];
          };
        };
      };
      /** @description VALIDATION_ERROR: Invalid request body or parameters; `error.details` names the field */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorEnvelope'];
        };
      };
      /** @description UNAUTHORIZED: Missing or invalid authentication */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorEnvelope'];
        };
      };
      /** @description FORBIDDEN: The caller's role lacks the permission */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorEnvelope'];
        };
      };
      /** @description NOT_FOUND: Not found (also for resources of another organization) */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorEnvelope'];
        };
      };
      /** @description CONFLICT: Conflicts with an existing resource */
      409: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorEnvelope'];
        };
      };
      /** @description REQUEST_HEADERS_TOO_LARGE: The URL and headers together are over 16 KiB (e.g. a very long query string) */
      431: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorEnvelope'];
        };
      };
      /** @description INTERNAL_ERROR: Server error */
      500: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorEnvelope'];
        };
      };
      /** @description SERVICE_UNAVAILABLE: A backing service (database, object store, identity provider) is unreachable; retry later, nothing was written */
      503: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorEnvelope'];
        };
      };
    };
  };
  patchOrganizationMembersId: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        /** @description Resource id */
        id: number;
      };
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json': components['schemas']['UpdateMember'];
      };
    };
    responses: {
      /** @description The updated membership */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            /** @enum {boolean} */
            success: true;
            data: components['schemas']['Member'];
          };
        };
      };
      /** @description VALIDATION_ERROR: Invalid request body or parameters; `error.details` names the field */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorEnvelope'];
        };
      };
      /** @description UNAUTHORIZED: Missing or invalid authentication */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorEnvelope'];
        };
      };
      /** @description FORBIDDEN: The caller's role lacks the permission */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorEnvelope'];
        };
      };
      /** @description NOT_FOUND: Not found (also for resources of another organization) */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorEnvelope'];
        };
      };
      /** @description CONFLICT: Conflicts with an existing resource */
      409: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorEnvelope'];
        };
      };
      /** @description REQUEST_HEADERS_TOO_LARGE: The URL and headers together are over 16 KiB (e.g. a very long query string) */
      431: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorEnvelope'];
        };
      };
      /** @description INTERNAL_ERROR: Server error */
      500: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorEnvelope'];
        };
      };
      /** @description SERVICE_UNAVAILABLE: A backing service (database, object store, identity provider) is unreachable; retry later, nothing was written */
      503: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorEnvelope'];
        };
      };
    };
  };
  postOrganizationLeave: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description Left */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            /** @enum {boolean} */
            success: true;
            data: components['schemas']['LeftOrganization'];
          };
        };
      };
      /** @description UNAUTHORIZED: Missing or invalid authentication */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorEnvelope'];
        };
      };
      /** @description FORBIDDEN: The caller's role lacks the permission */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorEnvelope'];
        };
      };
      /** @description NOT_FOUND: Not found (also for resources of another organization) */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorEnvelope'];
        };
      };
      /** @description CONFLICT: Conflicts with an existing resource */
      409: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorEnvelope'];
        };
      };
      /** @description REQUEST_HEADERS_TOO_LARGE: The URL and headers together are over 16 KiB (e.g. a very long query string) */
      431: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorEnvelope'];
        };
      };
      /** @description INTERNAL_ERROR: Server error */
      500: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorEnvelope'];
        };
      };
      /** @description SERVICE_UNAVAILABLE: A backing service (database, object store, identity provider) is unreachable; retry later, nothing was written */
      503: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorEnvelope'];
        };
      };
    };
  };
  getOrganizationApiKeys: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description Keys, newest first */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            /** @enum {boolean} */
            success: true;
            data: components['schemas']['ApiKey'][];
          };
        };
      };
      /** @description UNAUTHORIZED: Missing or invalid authentication */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorEnvelope'];
        };
      };
      /** @description FORBIDDEN: The caller's role lacks the permission */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorEnvelope'];
        };
      };
      /** @description NOT_FOUND: Not found (also for resources of another organization) */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorEnvelope'];
        };
      };
      /** @description REQUEST_HEADERS_TOO_LARGE: The URL and headers together are over 16 KiB (e.g. a very long query string) */
      431: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorEnvelope'];
        };
      };
      /** @description INTERNAL_ERROR: Server error */
      500: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorEnvelope'];
        };
      };
      /** @description SERVICE_UNAVAILABLE: A backing service (database, object store, identity provider) is unreachable; retry later, nothing was written */
      503: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorEnvelope'];
        };
      };
    };
  };
  postOrganizationApiKeys: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json': components['schemas']['CreateApiKey'];
      };
    };
    responses: {
      /** @description The key, with its secret */
      201: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            /** @enum {boolean} */
            success: true;
            data: components['schemas']['CreatedApiKey'];
          };
        };
      };
      /** @description VALIDATION_ERROR: Invalid request body or parameters; `error.details` names the field */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorEnvelope'];
        };
      };
      /** @description UNAUTHORIZED: Missing or invalid authentication */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorEnvelope'];
        };
      };
      /** @description FORBIDDEN: The caller's role lacks the permission */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorEnvelope'];
        };
      };
      /** @description NOT_FOUND: Not found (also for resources of another organization) */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorEnvelope'];
        };
      };
      /** @description REQUEST_HEADERS_TOO_LARGE: The URL and headers together are over 16 KiB (e.g. a very long query string) */
      431: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorEnvelope'];
        };
      };
      /** @description INTERNAL_ERROR: Server error */
      500: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorEnvelope'];
        };
      };
      /** @description SERVICE_UNAVAILABLE: A backing service (database, object store, identity provider) is unreachable; retry later, nothing was written */
      503: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorEnvelope'];
        };
      };
    };
  };
  deleteOrganizationApiKeysId: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        /** @description Resource id */
        id: number;
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description The key, now revoked */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            /** @enum {boolean} */
            success: true;
            data: components['schemas']['ApiKey'];
          };
        };
      };
      /** @description VALIDATION_ERROR: Invalid request body or parameters; `error.details` names the field */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorEnvelope'];
        };
      };
      /** @description UNAUTHORIZED: Missing or invalid authentication */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorEnvelope'];
        };
      };
      /** @description FORBIDDEN: The caller's role lacks the permission */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorEnvelope'];
        };
      };
      /** @description NOT_FOUND: Not found (also for resources of another organization) */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorEnvelope'];
        };
      };
      /** @description REQUEST_HEADERS_TOO_LARGE: The URL and headers together are over 16 KiB (e.g. a very long query string) */
      431: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorEnvelope'];
        };
      };
      /** @description INTERNAL_ERROR: Server error */
      500: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorEnvelope'];
        };
      };
      /** @description SERVICE_UNAVAILABLE: A backing service (database, object store, identity provider) is unreachable; retry later, nothing was written */
      503: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorEnvelope'];
        };
      };
    };
  };
  getProvisioningTokens: {
    parameters: {
      query?: {
        /** @description Page number, from 1 */
        page?: number;
        /** @description Items per page, 1 to 100 */
        per_page?: number;
        /** @description Only tokens in this state */
        status?: 'valid' | 'used' | 'revoked' | 'expired';
      };
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description Tokens, newest first */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            /** @enum {boolean} */
            success: true;
            data: components['schemas']['ProvisioningToken'][];
            meta: components['schemas']['PageMeta'];
          };
        };
      };
      /** @description VALIDATION_ERROR: Invalid request body or parameters; `error.details` names the field */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorEnvelope'];
        };
      };
      /** @description UNAUTHORIZED: Missing or invalid authentication */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorEnvelope'];
        };
      };
      /** @description FORBIDDEN: The caller's role lacks the permission */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorEnvelope'];
        };
      };
      /** @description NOT_FOUND: Not found (also for resources of another organization) */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorEnvelope'];
        };
      };
      /** @description REQUEST_HEADERS_TOO_LARGE: The URL and headers together are over 16 KiB (e.g. a very long query string) */
      431: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorEnvelope'];
        };
      };
      /** @description INTERNAL_ERROR: Server error */
      500: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorEnvelope'];
        };
      };
      /** @description SERVICE_UNAVAILABLE: A backing service (database, object store, identity provider) is unreachable; retry later, nothing was written */
      503: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorEnvelope'];
        };
      };
    };
  };
  postProvisioningTokens: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json': components['schemas']['CreateProvisioningToken'];
      };
    };
    responses: {
      /** @description The token, with its secret */
      201: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            /** @enum {boolean} */
            success: true;
            data: components['schemas']['CreatedProvisioningToken'];
          };
        };
      };
      /** @description VALIDATION_ERROR: Invalid request body or parameters; `error.details` names the field */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorEnvelope'];
        };
      };
      /** @description UNAUTHORIZED: Missing or invalid authentication */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorEnvelope'];
        };
      };
      /** @description FORBIDDEN: The caller's role lacks the permission */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorEnvelope'];
        };
      };
      /** @description NOT_FOUND: Not found (also for resources of another organization) */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorEnvelope'];
        };
      };
      /** @description REQUEST_HEADERS_TOO_LARGE: The URL and headers together are over 16 KiB (e.g. a very long query string) */
      431: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorEnvelope'];
        };
      };
      /** @description INTERNAL_ERROR: Server error */
      500: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorEnvelope'];
        };
      };
      /** @description SERVICE_UNAVAILABLE: A backing service (database, object store, identity provider) is unreachable; retry later, nothing was written */
      503: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorEnvelope'];
        };
      };
    };
  };
  deleteProvisioningTokensId: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        /** @description Resource id */
        id: number;
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description The token, now revoked */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            /** @enum {boolean} */
            success: true;
            data: components['schemas']['ProvisioningToken'];
          };
        };
      };
      /** @description VALIDATION_ERROR: Invalid request body or parameters; `error.details` names the field */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorEnvelope'];
        };
      };
      /** @description UNAUTHORIZED: Missing or invalid authentication */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorEnvelope'];
        };
      };
      /** @description FORBIDDEN: The caller's role lacks the permission */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorEnvelope'];
        };
      };
      /** @description NOT_FOUND: Not found (also for resources of another organization) */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorEnvelope'];
        };
      };
      /** @description CONFLICT: Conflicts with an existing resource */
      409: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorEnvelope'];
        };
      };
      /** @description REQUEST_HEADERS_TOO_LARGE: The URL and headers together are over 16 KiB (e.g. a very long query string) */
      431: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorEnvelope'];
        };
      };
      /** @description INTERNAL_ERROR: Server error */
      500: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorEnvelope'];
        };
      };
      /** @description SERVICE_UNAVAILABLE: A backing service (database, object store, identity provider) is unreachable; retry later, nothing was written */
      503: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorEnvelope'];
        };
      };
    };
  };
  postDevicesProvision: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json': components['schemas']['ProvisionDevice'];
      };
    };
    responses: {
      /** @description The device, its key (shown once) and Edge Agent settings */
      201: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            /** @enum {boolean} */
            success: true;
            data: components['schemas']['ProvisionedDevice'];
          };
        };
      };
      /** @description VALIDATION_ERROR: Invalid request body or parameters; `error.details` names the field */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorEnvelope'];
        };
      };
      /** @description INVALID_TOKEN: Provisioning token invalid, expired or already used */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorEnvelope'];
        };
      };
      /** @description DEVICE_EXISTS: A device with this container engine id is already registered */
      409: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorEnvelope'];
        };
      };
      /** @description QUOTA_EXCEEDED: A quota of the caller's organization is used up; `error.details` names it and its value (e.g. `training_jobs=2 (QUOTA_TRAINING_JOBS)`). RATE_LIMITED: Too many failed attempts, or requests to a public endpoint, from this address, or uploads or check-ins from this device (RATE_LIMIT_*); retry after `Retry-After` seconds */
      429: {
        headers: {
          /** @description Seconds until the client may try again */
          'Retry-After'?: number;
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorEnvelope'];
        };
      };
      /** @description REQUEST_HEADERS_TOO_LARGE: The URL and headers together are over 16 KiB (e.g. a very long query string) */
      431: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorEnvelope'];
        };
      };
      /** @description INTERNAL_ERROR: Server error */
      500: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorEnvelope'];
        };
      };
      /** @description SERVICE_UNAVAILABLE: A backing service (database, object store, identity provider) is unreachable; retry later, nothing was written */
      503: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorEnvelope'];
        };
      };
    };
  };
  getDeviceSelf: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description The device */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            /** @enum {boolean} */
            success: true;
            data: components['schemas']['Device'];
          };
        };
      };
      /** @description UNAUTHORIZED: Missing or invalid authentication */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorEnvelope'];
        };
      };
      /** @description NOT_FOUND: Not found (also for resources of another organization) */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorEnvelope'];
        };
      };
      /** @description RATE_LIMITED: Too many failed attempts, or requests to a public endpoint, from this address, or uploads or check-ins from this device (RATE_LIMIT_*); retry after `Retry-After` seconds */
      429: {
        headers: {
          /** @description Seconds until the client may try again */
          'Retry-After'?: number;
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorEnvelope'];
        };
      };
      /** @description REQUEST_HEADERS_TOO_LARGE: The URL and headers together are over 16 KiB (e.g. a very long query string) */
      431: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorEnvelope'];
        };
      };
      /** @description INTERNAL_ERROR: Server error */
      500: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorEnvelope'];
        };
      };
      /** @description SERVICE_UNAVAILABLE: A backing service (database, object store, identity provider) is unreachable; retry later, nothing was written */
      503: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorEnvelope'];
        };
      };
    };
  };
  postDeviceCheckin: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json': components['schemas']['Checkin'];
      };
    };
    responses: {
      /** @description Recorded */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            /** @enum {boolean} */
            success: true;
            data: components['schemas']['CheckinReply'];
          };
        };
      };
      /** @description VALIDATION_ERROR: Invalid request body or parameters; `error.details` names the field */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorEnvelope'];
        };
      };
      /** @description UNAUTHORIZED: Missing or invalid authentication */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorEnvelope'];
        };
      };
      /** @description NOT_FOUND: Not found (also for resources of another organization) */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorEnvelope'];
        };
      };
      /** @description RATE_LIMITED: Too many failed attempts, or requests to a public endpoint, from this address, or uploads or check-ins from this device (RATE_LIMIT_*); retry after `Retry-After` seconds */
      429: {
        headers: {
          /** @description Seconds until the client may try again */
          'Retry-After'?: number;
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorEnvelope'];
        };
      };
      /** @description REQUEST_HEADERS_TOO_LARGE: The URL and headers together are over 16 KiB (e.g. a very long query string) */
      431: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorEnvelope'];
        };
      };
      /** @description INTERNAL_ERROR: Server error */
      500: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorEnvelope'];
        };
      };
      /** @description SERVICE_UNAVAILABLE: A backing service (database, object store, identity provider) is unreachable; retry later, nothing was written */
      503: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorEnvelope'];
        };
      };
    };
  };
  getCoreDevices: {
    parameters: {
      query?: {
        /** @description Page number, from 1 */
        page?: number;
        /** @description Items per page, 1 to 100 */
        per_page?: number;
        /** @description Registration and approval state. Transitions: pending -> approved | rejected; approved -> disabled; disabled -> approved; rejected -> approved. Only approved devices authenticate. */
        status?: components['schemas']['DeviceApprovalStatus'];
        /** @description true, false, 1 or 0 */
        online?: '0' | '1' | 'true' | 'false';
        /** @description Substring of the name or device_id (literal, case-insensitive) */
        search?: string;
      };
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description Devices, newest first */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            /** @enum {boolean} */
            success: true;
            data: components['schemas']['Device'][];
            meta: components['schemas']['PageMeta'];
          };
        };
      };
      /** @description VALIDATION_ERROR: Invalid request body or parameters; `error.details` names the field */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorEnvelope'];
        };
      };
      /** @description UNAUTHORIZED: Missing or invalid authentication */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorEnvelope'];
        };
      };
      /** @description FORBIDDEN: The caller's role lacks the permission */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorEnvelope'];
        };
      };
      /** @description NOT_FOUND: Not found (also for resources of another organization) */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorEnvelope'];
        };
      };
      /** @description REQUEST_HEADERS_TOO_LARGE: The URL and headers together are over 16 KiB (e.g. a very long query string) */
      431: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorEnvelope'];
        };
      };
      /** @description INTERNAL_ERROR: Server error */
      500: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorEnvelope'];
        };
      };
      /** @description SERVICE_UNAVAILABLE: A backing service (database, object store, identity provider) is unreachable; retry later, nothing was written */
      503: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorEnvelope'];
        };
      };
    };
  };
  getCoreDevicesId: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        /** @description Resource id */
        id: number;
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description The device */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            /** @enum {boolean} */
            success: true;
            data: components['schemas']['Device'];
          };
        };
      };
      /** @description VALIDATION_ERROR: Invalid request body or parameters; `error.details` names the field */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorEnvelope'];
        };
      };
      /** @description UNAUTHORIZED: Missing or invalid authentication */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorEnvelope'];
        };
      };
      /** @description FORBIDDEN: The caller's role lacks the permission */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorEnvelope'];
        };
      };
      /** @description NOT_FOUND: Not found (also for resources of another organization) */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorEnvelope'];
        };
      };
      /** @description REQUEST_HEADERS_TOO_LARGE: The URL and headers together are over 16 KiB (e.g. a very long query string) */
      431: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorEnvelope'];
        };
      };
      /** @description INTERNAL_ERROR: Server error */
      500: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorEnvelope'];
        };
      };
      /** @description SERVICE_UNAVAILABLE: A backing service (database, object store, identity provider) is unreachable; retry later, nothing was written */
      503: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorEnvelope'];
        };
      };
    };
  };
  deleteCoreDevicesId: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        /** @description Resource id */
        id: number;
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description Deleted */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            /** @enum {boolean} */
            success: true;
            data: components['schemas']['Deleted'];
          };
        };
      };
      /** @description VALIDATION_ERROR: Invalid request body or parameters; `error.details` names the field */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorEnvelope'];
        };
      };
      /** @description UNAUTHORIZED: Missing or invalid authentication */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorEnvelope'];
        };
      };
      /** @description FORBIDDEN: The caller's role lacks the permission */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorEnvelope'];
        };
      };
      /** @description NOT_FOUND: Not found (also for resources of another organization) */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorEnvelope'];
        };
      };
      /** @description REQUEST_HEADERS_TOO_LARGE: The URL and headers together are over 16 KiB (e.g. a very long query string) */
      431: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorEnvelope'];
        };
      };
      /** @description INTERNAL_ERROR: Server error */
      500: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorEnvelope'];
        };
      };
      /** @description SERVICE_UNAVAILABLE: A backing service (database, object store, identity provider) is unreachable; retry later, nothing was written */
      503: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorEnvelope'];
        };
      };
    };
  };
  patchCoreDevicesId: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        /** @description Resource id */
        id: number;
      };
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json': components['schemas']['UpdateDevice'];
      };
    };
    responses: {
      /** @description The updated device */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            /** @enum {boolean} */
            success: true;
            data: components['schemas']['Device'];
          };
        };
      };
      /** @description VALIDATION_ERROR: Invalid request body or parameters; `error.details` names the field */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorEnvelope'];
        };
      };
      /** @description UNAUTHORIZED: Missing or invalid authentication */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorEnvelope'];
        };
      };
      /** @description FORBIDDEN: The caller's role lacks the permission */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorEnvelope'];
        };
      };
      /** @description NOT_FOUND: Not found (also for resources of another organization) */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorEnvelope'];
        };
      };
      /** @description CONFLICT: Conflicts with an existing resource */
      409: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorEnvelope'];
        };
      };
      /** @description REQUEST_HEADERS_TOO_LARGE: The URL and headers together are over 16 KiB (e.g. a very long query string) */
      431: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorEnvelope'];
        };
      };
      /** @description INTERNAL_ERROR: Server error */
      500: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorEnvelope'];
        };
      };
      /** @description SERVICE_UNAVAILABLE: A backing service (database, object store, identity provider) is unreachable; retry later, nothing was written */
      503: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorEnvelope'];
        };
      };
    };
  };
  getCoreDevicesIdCheckins: {
    parameters: {
      query?: {
        /** @description Page number, from 1 */
        page?: number;
        /** @description Items per page, 1 to 100 */
        per_page?: number;
        /** @description Only check-ins at or after this time (RFC 3339) */
        since?: string;
        /** @description Only check-ins before this time (RFC 3339) */
        until?: string;
      };
      header?: never;
      path: {
        /** @description Resource id */
        id: number;
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description Check-ins */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            /** @enum {boolean} */
            success: true;
            data: components['schemas']['LastCheckin'][];
            meta: components['schemas']['PageMeta'];
          };
        };
      };
      /** @description VALIDATION_ERROR: Invalid request body or parameters; `error.details` names the field */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorEnvelope'];
        };
      };
      /** @description UNAUTHORIZED: Missing or invalid authentication */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorEnvelope'];
        };
      };
      /** @description FORBIDDEN: The caller's role lacks the permission */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorEnvelope'];
        };
      };
      /** @description NOT_FOUND: Not found (also for resources of another organization) */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorEnvelope'];
        };
      };
      /** @description REQUEST_HEADERS_TOO_LARGE: The URL and headers together are over 16 KiB (e.g. a very long query string) */
      431: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorEnvelope'];
        };
      };
      /** @description INTERNAL_ERROR: Server error */
      500: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorEnvelope'];
        };
      };
      /** @description SERVICE_UNAVAILABLE: A backing service (database, object store, identity provider) is unreachable; retry later, nothing was written */
      503: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorEnvelope'];
        };
      };
    };
  };
  getSetup: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description The script */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'text/x-shellscript': string;
        };
      };
      /** @description RATE_LIMITED: Too many failed attempts, or requests to a public endpoint, from this address, or uploads or check-ins from this device (RATE_LIMIT_*); retry after `Retry-After` seconds */
      429: {
        headers: {
          /** @description Seconds until the client may try again */
          'Retry-After'?: number;
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorEnvelope'];
        };
      };
      /** @description REQUEST_HEADERS_TOO_LARGE: The URL and headers together are over 16 KiB (e.g. a very long query string) */
      431: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorEnvelope'];
        };
      };
      /** @description INTERNAL_ERROR: Server error */
      500: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorEnvelope'];
        };
      };
    };
  };
  getSetupAgentArch: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        /** @description x64 (x86_64) or arm64 (aarch64) */
        arch: 'x64' | 'arm64';
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description The archive */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/gzip': string;
        };
      };
      /** @description VALIDATION_ERROR: Invalid request body or parameters; `error.details` names the field */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorEnvelope'];
        };
      };
      /** @description NOT_FOUND: Not found (also for resources of another organization) */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorEnvelope'];
        };
      };
      /** @description REQUEST_HEADERS_TOO_LARGE: The URL and headers together are over 16 KiB (e.g. a very long query string) */
      431: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorEnvelope'];
        };
      };
      /** @description INTERNAL_ERROR: Server error */
      500: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorEnvelope'];
        };
      };
    };
  };
  getCoreDevicesIdContainers: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        /** @description Resource id */
        id: number;
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description Containers */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            /** @enum {boolean} */
            success: true;
            data: components['schemas']['DeviceContainer'][];
          };
        };
      };
      /** @description VALIDATION_ERROR: Invalid request body or parameters; `error.details` names the field */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorEnvelope'];
        };
      };
      /** @description UNAUTHORIZED: Missing or invalid authentication */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorEnvelope'];
        };
      };
      /** @description FORBIDDEN: The caller's role lacks the permission */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorEnvelope'];
        };
      };
      /** @description NOT_FOUND: Not found (also for resources of another organization) */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorEnvelope'];
        };
      };
      /** @description CONFLICT: Conflicts with an existing resource */
      409: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorEnvelope'];
        };
      };
      /** @description REQUEST_HEADERS_TOO_LARGE: The URL and headers together are over 16 KiB (e.g. a very long query string) */
      431: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorEnvelope'];
        };
      };
      /** @description INTERNAL_ERROR: Server error */
      500: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorEnvelope'];
        };
      };
      /** @description CONTAINER_MANAGEMENT_NOT_CONFIGURED: No container-management service (Portainer) is configured on the API; retrying does not help. SERVICE_UNAVAILABLE: A backing service (database, object store, identity provider) is unreachable; retry later, nothing was written */
      503: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorEnvelope'];
        };
      };
    };
  };
  getCoreDevicesIdContainersContainerLogs: {
    parameters: {
      query?: {
        /** @description Last lines, 1 to 5000 */
        tail?: number;
        /** @description Only lines from this time (RFC 3339) */
        since?: string;
        /** @description Prefix each line with Docker's time (default true) */
        timestamps?: '0' | '1' | 'true' | 'false';
      };
      header?: never;
      path: {
        /** @description Resource id */
        id: number;
        /** @description Container id, id prefix or name (as Docker accepts them) */
        container: string;
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description Log lines, oldest first */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            /** @enum {boolean} */
            success: true;
            data: components['schemas']['ContainerLogs'];
          };
        };
      };
      /** @description VALIDATION_ERROR: Invalid request body or parameters; `error.details` names the field */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorEnvelope'];
        };
      };
      /** @description UNAUTHORIZED: Missing or invalid authentication */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorEnvelope'];
        };
      };
      /** @description FORBIDDEN: The caller's role lacks the permission */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorEnvelope'];
        };
      };
      /** @description NOT_FOUND: Not found (also for resources of another organization) */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorEnvelope'];
        };
      };
      /** @description CONFLICT: Conflicts with an existing resource */
      409: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorEnvelope'];
        };
      };
      /** @description REQUEST_HEADERS_TOO_LARGE: The URL and headers together are over 16 KiB (e.g. a very long query string) */
      431: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorEnvelope'];
        };
      };
      /** @description INTERNAL_ERROR: Server error */
      500: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorEnvelope'];
        };
      };
      /** @description CONTAINER_MANAGEMENT_NOT_CONFIGURED: No container-management service (Portainer) is configured on the API; retrying does not help. SERVICE_UNAVAILABLE: A backing service (database, object store, identity provider) is unreachable; retry later, nothing was written */
      503: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorEnvelope'];
        };
      };
    };
  };
  postCoreDevicesIdContainersContainerStart: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        /** @description Resource id */
        id: number;
        /** @description Container id, id prefix or name (as Docker accepts them) */
        container: string;
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description Done */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            /** @enum {boolean} */
            success: true;
            data: components['schemas']['ContainerActionResult'];
          };
        };
      };
      /** @description VALIDATION_ERROR: Invalid request body or parameters; `error.details` names the field */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorEnvelope'];
        };
      };
      /** @description UNAUTHORIZED: Missing or invalid authentication */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorEnvelope'];
        };
      };
      /** @description FORBIDDEN: The caller's role lacks the permission */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorEnvelope'];
        };
      };
      /** @description NOT_FOUND: Not found (also for resources of another organization) */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorEnvelope'];
        };
      };
      /** @description CONFLICT: Conflicts with an existing resource */
      409: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorEnvelope'];
        };
      };
      /** @description REQUEST_HEADERS_TOO_LARGE: The URL and headers together are over 16 KiB (e.g. a very long query string) */
      431: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorEnvelope'];
        };
      };
      /** @description INTERNAL_ERROR: Server error */
      500: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorEnvelope'];
        };
      };
      /** @description CONTAINER_MANAGEMENT_NOT_CONFIGURED: No container-management service (Portainer) is configured on the API; retrying does not help. SERVICE_UNAVAILABLE: A backing service (database, object store, identity provider) is unreachable; retry later, nothing was written */
      503: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorEnvelope'];
        };
      };
    };
  };
  postCoreDevicesIdContainersContainerStop: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        /** @description Resource id */
        id: number;
        /** @description Container id, id prefix or name (as Docker accepts them) */
        container: string;
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description Done */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            /** @enum {boolean} */
            success: true;
            data: components['schemas']['ContainerActionResult'];
          };
        };
      };
      /** @description VALIDATION_ERROR: Invalid request body or parameters; `error.details` names the field */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorEnvelope'];
        };
      };
      /** @description UNAUTHORIZED: Missing or invalid authentication */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorEnvelope'];
        };
      };
      /** @description FORBIDDEN: The caller's role lacks the permission */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorEnvelope'];
        };
      };
      /** @description NOT_FOUND: Not found (also for resources of another organization) */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorEnvelope'];
        };
      };
      /** @description CONFLICT: Conflicts with an existing resource */
      409: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorEnvelope'];
        };
      };
      /** @description REQUEST_HEADERS_TOO_LARGE: The URL and headers together are over 16 KiB (e.g. a very long query string) */
      431: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorEnvelope'];
        };
      };
      /** @description INTERNAL_ERROR: Server error */
      500: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorEnvelope'];
        };
      };
      /** @description CONTAINER_MANAGEMENT_NOT_CONFIGURED: No container-management service (Portainer) is configured on the API; retrying does not help. SERVICE_UNAVAILABLE: A backing service (database, object store, identity provider) is unreachable; retry later, nothing was written */
      503: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorEnvelope'];
        };
      };
    };
  };
  postCoreDevicesIdContainersContainerRestart: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        /** @description Resource id */
        id: number;
        /** @description Container id, id prefix or name (as Docker accepts them) */
        container: string;
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description Done */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            /** @enum {boolean} */
            success: true;
            data: components['schemas']['ContainerActionResult'];
          };
        };
      };
      /** @description VALIDATION_ERROR: Invalid request body or parameters; `error.details` names the field */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorEnvelope'];
        };
      };
      /** @description UNAUTHORIZED: Missing or invalid authentication */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorEnvelope'];
        };
      };
      /** @description FORBIDDEN: The caller's role lacks the permission */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorEnvelope'];
        };
      };
      /** @description NOT_FOUND: Not found (also for resources of another organization) */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorEnvelope'];
        };
      };
      /** @description CONFLICT: Conflicts with an existing resource */
      409: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorEnvelope'];
        };
      };
      /** @description REQUEST_HEADERS_TOO_LARGE: The URL and headers together are over 16 KiB (e.g. a very long query string) */
      431: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorEnvelope'];
        };
      };
      /** @description INTERNAL_ERROR: Server error */
      500: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorEnvelope'];
        };
      };
      /** @description CONTAINER_MANAGEMENT_NOT_CONFIGURED: No container-management service (Portainer) is configured on the API; retrying does not help. SERVICE_UNAVAILABLE: A backing service (database, object store, identity provider) is unreachable; retry later, nothing was written */
      503: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorEnvelope'];
        };
      };
    };
  };
  getCoreDevicesIdContainerAudit: {
    parameters: {
      query?: {
        /** @description Page number, from 1 */
        page?: number;
        /** @description Items per page, 1 to 100 */
        per_page?: number;
      };
      header?: never;
      path: {
        /** @description Resource id */
        id: number;
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description Audit entries */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            /** @enum {boolean} */
            success: true;
            data: components['schemas']['ContainerAuditEntry'][];
            meta: components['schemas']['PageMeta'];
          };
        };
      };
      /** @description VALIDATION_ERROR: Invalid request body or parameters; `error.details` names the field */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorEnvelope'];
        };
      };
      /** @description UNAUTHORIZED: Missing or invalid authentication */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorEnvelope'];
        };
      };
      /** @description FORBIDDEN: The caller's role lacks the permission */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorEnvelope'];
        };
      };
      /** @description NOT_FOUND: Not found (also for resources of another organization) */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorEnvelope'];
        };
      };
      /** @description REQUEST_HEADERS_TOO_LARGE: The URL and headers together are over 16 KiB (e.g. a very long query string) */
      431: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorEnvelope'];
        };
      };
      /** @description INTERNAL_ERROR: Server error */
      500: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorEnvelope'];
        };
      };
      /** @description SERVICE_UNAVAILABLE: A backing service (database, object store, identity provider) is unreachable; retry later, nothing was written */
      503: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorEnvelope'];
        };
      };
    };
  };
  getDataProjects: {
    parameters: {
      query?: {
        /** @description Page number, from 1 */
        page?: number;
        /** @description Items per page, 1 to 100 */
        per_page?: number;
      };
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description Projects */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            /** @enum {boolean} */
            success: true;
            data: components['schemas']['Project'][];
            meta: components['schemas']['PageMeta'];
          };
        };
      };
      /** @description VALIDATION_ERROR: Invalid request body or parameters; `error.details` names the field */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorEnvelope'];
        };
      };
      /** @description UNAUTHORIZED: Missing or invalid authentication */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorEnvelope'];
        };
      };
      /** @description FORBIDDEN: The caller's role lacks the permission */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorEnvelope'];
        };
      };
      /** @description NOT_FOUND: Not found (also for resources of another organization) */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorEnvelope'];
        };
      };
      /** @description REQUEST_HEADERS_TOO_LARGE: The URL and headers together are over 16 KiB (e.g. a very long query string) */
      431: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorEnvelope'];
        };
      };
      /** @description INTERNAL_ERROR: Server error */
      500: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorEnvelope'];
        };
      };
      /** @description SERVICE_UNAVAILABLE: A backing service (database, object store, identity provider) is unreachable; retry later, nothing was written */
      503: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorEnvelope'];
        };
      };
    };
  };
  postDataProjects: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json': components['schemas']['CreateProject'];
      };
    };
    responses: {
      /** @description The project */
      201: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            /** @enum {boolean} */
            success: true;
            data: components['schemas']['Project'];
          };
        };
      };
      /** @description VALIDATION_ERROR: Invalid request body or parameters; `error.details` names the field */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorEnvelope'];
        };
      };
      /** @description UNAUTHORIZED: Missing or invalid authentication */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorEnvelope'];
        };
      };
      /** @description FORBIDDEN: The caller's role lacks the permission */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorEnvelope'];
        };
      };
      /** @description NOT_FOUND: Not found (also for resources of another organization) */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorEnvelope'];
        };
      };
      /** @description CONFLICT: Conflicts with an existing resource */
      409: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorEnvelope'];
        };
      };
      /** @description REQUEST_HEADERS_TOO_LARGE: The URL and headers together are over 16 KiB (e.g. a very long query string) */
      431: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorEnvelope'];
        };
      };
      /** @description INTERNAL_ERROR: Server error */
      500: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorEnvelope'];
        };
      };
      /** @description SERVICE_UNAVAILABLE: A backing service (database, object store, identity provider) is unreachable; retry later, nothing was written */
      503: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorEnvelope'];
        };
      };
    };
  };
  getDataProjectsId: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        /** @description Resource id */
        id: number;
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description The project */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            /** @enum {boolean} */
            success: true;
            data: components['schemas']['Project'];
          };
        };
      };
      /** @description VALIDATION_ERROR: Invalid request body or parameters; `error.details` names the field */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorEnvelope'];
        };
      };
      /** @description UNAUTHORIZED: Missing or invalid authentication */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorEnvelope'];
        };
      };
      /** @description FORBIDDEN: The caller's role lacks the permission */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorEnvelope'];
        };
      };
      /** @description NOT_FOUND: Not found (also for resources of another organization) */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorEnvelope'];
        };
      };
      /** @description REQUEST_HEADERS_TOO_LARGE: The URL and headers together are over 16 KiB (e.g. a very long query string) */
      431: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorEnvelope'];
        };
      };
      /** @description INTERNAL_ERROR: Server error */
      500: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorEnvelope'];
        };
      };
      /** @description SERVICE_UNAVAILABLE: A backing service (database, object store, identity provider) is unreachable; retry later, nothing was written */
      503: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorEnvelope'];
        };
      };
    };
  };
  deleteDataProjectsId: {
    parameters: {
      query?: {
        /** @description Delete even when dataset versions exist (they are deleted too) */
        force?: '0' | '1' | 'true' | 'false';
      };
      header?: never;
      path: {
        /** @description Resource id */
        id: number;
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description Deleted */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            /** @enum {boolean} */
            success: true;
            data: components['schemas']['Deleted'];
          };
        };
      };
      /** @description VALIDATION_ERROR: Invalid request body or parameters; `error.details` names the field */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorEnvelope'];
        };
      };
      /** @description UNAUTHORIZED: Missing or invalid authentication */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorEnvelope'];
        };
      };
      /** @description FORBIDDEN: The caller's role lacks the permission */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorEnvelope'];
        };
      };
      /** @description NOT_FOUND: Not found (also for resources of another organization) */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorEnvelope'];
        };
      };
      /** @description CONFLICT: Conflicts with an existing resource */
      409: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorEnvelope'];
        };
      };
      /** @description REQUEST_HEADERS_TOO_LARGE: The URL and headers together are over 16 KiB (e.g. a very long query string) */
      431: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorEnvelope'];
        };
      };
      /** @description INTERNAL_ERROR: Server error */
      500: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorEnvelope'];
        };
      };
      /** @description SERVICE_UNAVAILABLE: A backing service (database, object store, identity provider) is unreachable; retry later, nothing was written */
      503: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorEnvelope'];
        };
      };
    };
  };
  patchDataProjectsId: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        /** @description Resource id */
        id: number;
      };
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json': components['schemas']['UpdateProject'];
      };
    };
    responses: {
      /** @description The updated project */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            /** @enum {boolean} */
            success: true;
            data: components['schemas']['Project'];
          };
        };
      };
      /** @description VALIDATION_ERROR: Invalid request body or parameters; `error.details` names the field */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorEnvelope'];
        };
      };
      /** @description UNAUTHORIZED: Missing or invalid authentication */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorEnvelope'];
        };
      };
      /** @description FORBIDDEN: The caller's role lacks the permission */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorEnvelope'];
        };
      };
      /** @description NOT_FOUND: Not found (also for resources of another organization) */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorEnvelope'];
        };
      };
      /** @description CONFLICT: Conflicts with an existing resource */
      409: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorEnvelope'];
        };
      };
      /** @description REQUEST_HEADERS_TOO_LARGE: The URL and headers together are over 16 KiB (e.g. a very long query string) */
      431: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorEnvelope'];
        };
      };
      /** @description INTERNAL_ERROR: Server error */
      500: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorEnvelope'];
        };
      };
      /** @description SERVICE_UNAVAILABLE: A backing service (database, object store, identity provider) is unreachable; retry later, nothing was written */
      503: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorEnvelope'];
        };
      };
    };
  };
  getDataBatches: {
    parameters: {
      query?: {
        /** @description Page number, from 1 */
        page?: number;
        /** @description Items per page, 1 to 100 */
        per_page?: number;
        project_id?: number;
        /** @description `collecting` -> `complete`: closed by PATCH (stage=complete) or on its own once the organization's batch timeout has passed since its last image (when auto-close is on). A closed batch takes no new images; the device's next upload opens a new batch. */
        stage?: components['schemas']['BatchStage'];
        device_id?: string;
      };
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description Batches */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            /** @enum {boolean} */
            success: true;
            data: components['schemas']['Batch'][];
            meta: components['schemas']['PageMeta'];
          };
        };
      };
      /** @description VALIDATION_ERROR: Invalid request body or parameters; `error.details` names the field */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorEnvelope'];
        };
      };
      /** @description UNAUTHORIZED: Missing or invalid authentication */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorEnvelope'];
        };
      };
      /** @description FORBIDDEN: The caller's role lacks the permission */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorEnvelope'];
        };
      };
      /** @description NOT_FOUND: Not found (also for resources of another organization) */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorEnvelope'];
        };
      };
      /** @description REQUEST_HEADERS_TOO_LARGE: The URL and headers together are over 16 KiB (e.g. a very long query string) */
      431: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorEnvelope'];
        };
      };
      /** @description INTERNAL_ERROR: Server error */
      500: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorEnvelope'];
        };
      };
      /** @description SERVICE_UNAVAILABLE: A backing service (database, object store, identity provider) is unreachable; retry later, nothing was written */
      503: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorEnvelope'];
        };
      };
    };
  };
  getDataBatchesId: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        /** @description Resource id */
        id: number;
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description The batch */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            /** @enum {boolean} */
            success: true;
            data: components['schemas']['Batch'];
          };
        };
      };
      /** @description VALIDATION_ERROR: Invalid request body or parameters; `error.details` names the field */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorEnvelope'];
        };
      };
      /** @description UNAUTHORIZED: Missing or invalid authentication */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorEnvelope'];
        };
      };
      /** @description FORBIDDEN: The caller's role lacks the permission */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorEnvelope'];
        };
      };
      /** @description NOT_FOUND: Not found (also for resources of another organization) */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorEnvelope'];
        };
      };
      /** @description REQUEST_HEADERS_TOO_LARGE: The URL and headers together are over 16 KiB (e.g. a very long query string) */
      431: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorEnvelope'];
        };
      };
      /** @description INTERNAL_ERROR: Server error */
      500: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorEnvelope'];
        };
      };
      /** @description SERVICE_UNAVAILABLE: A backing service (database, object store, identity provider) is unreachable; retry later, nothing was written */
      503: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorEnvelope'];
        };
      };
    };
  };
  patchDataBatchesId: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        /** @description Resource id */
        id: number;
      };
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json': components['schemas']['UpdateBatch'];
      };
    };
    responses: {
      /** @description The updated batch */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            /** @enum {boolean} */
            success: true;
            data: components['schemas']['Batch'];
          };
        };
      };
      /** @description VALIDATION_ERROR: Invalid request body or parameters; `error.details` names the field */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorEnvelope'];
        };
      };
      /** @description UNAUTHORIZED: Missing or invalid authentication */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorEnvelope'];
        };
      };
      /** @description FORBIDDEN: The caller's role lacks the permission */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorEnvelope'];
        };
      };
      /** @description NOT_FOUND: Not found (also for resources of another organization) */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorEnvelope'];
        };
      };
      /** @description REQUEST_HEADERS_TOO_LARGE: The URL and headers together are over 16 KiB (e.g. a very long query string) */
      431: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorEnvelope'];
        };
      };
      /** @description INTERNAL_ERROR: Server error */
      500: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorEnvelope'];
        };
      };
      /** @description SERVICE_UNAVAILABLE: A backing service (database, object store, identity provider) is unreachable; retry later, nothing was written */
      503: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorEnvelope'];
        };
      };
    };
  };
  getDataBatchesIdImagesSplitSummary: {
    parameters: {
      query?: {
        annotation_status?: 'pending' | 'completed';
      };
      header?: never;
      path: {
        /** @description Resource id */
        id: number;
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description The summary */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            /** @enum {boolean} */
            success: true;
            data: components['schemas']['BatchSplitSummary'];
          };
        };
      };
      /** @description VALIDATION_ERROR: Invalid request body or parameters; `error.details` names the field */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorEnvelope'];
        };
      };
      /** @description UNAUTHORIZED: Missing or invalid authentication */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorEnvelope'];
        };
      };
      /** @description FORBIDDEN: The caller's role lacks the permission */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorEnvelope'];
        };
      };
      /** @description NOT_FOUND: Not found (also for resources of another organization) */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorEnvelope'];
        };
      };
      /** @description REQUEST_HEADERS_TOO_LARGE: The URL and headers together are over 16 KiB (e.g. a very long query string) */
      431: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorEnvelope'];
        };
      };
      /** @description INTERNAL_ERROR: Server error */
      500: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorEnvelope'];
        };
      };
      /** @description SERVICE_UNAVAILABLE: A backing service (database, object store, identity provider) is unreachable; retry later, nothing was written */
      503: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorEnvelope'];
        };
      };
    };
  };
  postDataImagesUpload: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody: {
      content: {
        'multipart/form-data': components['schemas']['UserImageUpload'];
      };
    };
    responses: {
      /** @description What happened to each file */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            /** @enum {boolean} */
            success: true;
            data: components['schemas']['UserUploadResult'];
          };
        };
      };
      /** @description VALIDATION_ERROR: Invalid request body or parameters; `error.details` names the field */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorEnvelope'];
        };
      };
      /** @description UNAUTHORIZED: Missing or invalid authentication */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorEnvelope'];
        };
      };
      /** @description FORBIDDEN: The caller's role lacks the permission */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorEnvelope'];
        };
      };
      /** @description NOT_FOUND: Not found (also for resources of another organization) */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorEnvelope'];
        };
      };
      /** @description REQUEST_HEADERS_TOO_LARGE: The URL and headers together are over 16 KiB (e.g. a very long query string) */
      431: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorEnvelope'];
        };
      };
      /** @description INTERNAL_ERROR: Server error */
      500: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorEnvelope'];
        };
      };
      /** @description SERVICE_UNAVAILABLE: A backing service (database, object store, identity provider) is unreachable; retry later, nothing was written */
      503: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorEnvelope'];
        };
      };
    };
  };
  getImagesIdContent: {
    parameters: {
      query: {
        /** @description The image's organization */
        org: number;
        /** @description Expiry, Unix seconds */
        exp?: number | null;
        /** @description The signature */
        sig: string;
      };
      header?: never;
      path: {
        /** @description Resource id */
        id: number;
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description The image */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'image/*': string;
        };
      };
      /** @description VALIDATION_ERROR: Invalid request body or parameters; `error.details` names the field */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorEnvelope'];
        };
      };
      /** @description NOT_FOUND: Not found (also for resources of another organization) */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorEnvelope'];
        };
      };
      /** @description REQUEST_HEADERS_TOO_LARGE: The URL and headers together are over 16 KiB (e.g. a very long query string) */
      431: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorEnvelope'];
        };
      };
      /** @description INTERNAL_ERROR: Server error */
      500: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorEnvelope'];
        };
      };
    };
  };
  getImagesIdThumbnail: {
    parameters: {
      query: {
        /** @description The image's organization */
        org: number;
        /** @description Expiry, Unix seconds */
        exp?: number | null;
        /** @description The signature */
        sig: string;
      };
      header?: never;
      path: {
        /** @description Resource id */
        id: number;
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description A JPEG */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'image/*': string;
        };
      };
      /** @description VALIDATION_ERROR: Invalid request body or parameters; `error.details` names the field */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorEnvelope'];
        };
      };
      /** @description NOT_FOUND: Not found (also for resources of another organization) */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorEnvelope'];
        };
      };
      /** @description REQUEST_HEADERS_TOO_LARGE: The URL and headers together are over 16 KiB (e.g. a very long query string) */
      431: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorEnvelope'];
        };
      };
      /** @description INTERNAL_ERROR: Server error */
      500: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorEnvelope'];
        };
      };
    };
  };
  postDeviceImagesUpload: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody: {
      content: {
        'multipart/form-data': components['schemas']['ImageUpload'];
      };
    };
    responses: {
      /** @description The image stored earlier under the same idempotency_key */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            /** @enum {boolean} */
            success: true;
            data: components['schemas']['Image'];
          };
        };
      };
      /** @description The stored image */
      201: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            /** @enum {boolean} */
            success: true;
            data: components['schemas']['Image'];
          };
        };
      };
      /** @description VALIDATION_ERROR: Invalid request body or parameters; `error.details` names the field */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorEnvelope'];
        };
      };
      /** @description UNAUTHORIZED: Missing or invalid authentication */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorEnvelope'];
        };
      };
      /** @description DEVICE_NOT_APPROVED: The device is waiting for approval (organization setting devices_require_approval) */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorEnvelope'];
        };
      };
      /** @description NOT_FOUND: Not found (also for resources of another organization) */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorEnvelope'];
        };
      };
      /** @description PAYLOAD_TOO_LARGE: The body or upload is over the limit */
      413: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorEnvelope'];
        };
      };
      /** @description UNSUPPORTED_MEDIA_TYPE: Not a supported media type */
      415: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorEnvelope'];
        };
      };
      /** @description QUOTA_EXCEEDED: A quota of the caller's organization is used up; `error.details` names it and its value (e.g. `training_jobs=2 (QUOTA_TRAINING_JOBS)`). RATE_LIMITED: Too many failed attempts, or requests to a public endpoint, from this address, or uploads or check-ins from this device (RATE_LIMIT_*); retry after `Retry-After` seconds */
      429: {
        headers: {
          /** @description Seconds until the client may try again */
          'Retry-After'?: number;
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorEnvelope'];
        };
      };
      /** @description REQUEST_HEADERS_TOO_LARGE: The URL and headers together are over 16 KiB (e.g. a very long query string) */
      431: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorEnvelope'];
        };
      };
      /** @description INTERNAL_ERROR: Server error */
      500: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorEnvelope'];
        };
      };
      /** @description SERVICE_UNAVAILABLE: A backing service (database, object store, identity provider) is unreachable; retry later, nothing was written */
      503: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorEnvelope'];
        };
      };
    };
  };
  getImagesIdUrl: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        /** @description Resource id */
        id: number;
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description The signed URL */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            /** @enum {boolean} */
            success: true;
            data: components['schemas']['SignedUrl'];
          };
        };
      };
      /** @description VALIDATION_ERROR: Invalid request body or parameters; `error.details` names the field */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorEnvelope'];
        };
      };
      /** @description UNAUTHORIZED: Missing or invalid authentication */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorEnvelope'];
        };
      };
      /** @description FORBIDDEN: The caller's role lacks the permission */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorEnvelope'];
        };
      };
      /** @description NOT_FOUND: Not found (also for resources of another organization) */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorEnvelope'];
        };
      };
      /** @description REQUEST_HEADERS_TOO_LARGE: The URL and headers together are over 16 KiB (e.g. a very long query string) */
      431: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorEnvelope'];
        };
      };
      /** @description INTERNAL_ERROR: Server error */
      500: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorEnvelope'];
        };
      };
      /** @description SERVICE_UNAVAILABLE: A backing service (database, object store, identity provider) is unreachable; retry later, nothing was written */
      503: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorEnvelope'];
        };
      };
    };
  };
  getDataImages: {
    parameters: {
      query?: {
        /** @description A project id, or the literal `null` for images in no project */
        project_id?: 'null' | number;
        /** @description Comma-separated image ids (at most 1000) */
        ids?: string;
        batch_id?: number;
        device_id?: string;
        /** @description The `pipeline_id` in the upload metadata */
        pipeline_id?: string;
        /** @description Stage of the image's batch; applies when project_id is given */
        batch_stage?: 'collecting' | 'complete';
        annotation_status?: 'pending' | 'completed';
        /** @description `all` (the default) applies no split filter */
        split?: 'train' | 'val' | 'test' | 'none' | 'all';
        /** @description Images with any of these class values */
        classes?: string;
        /** @description Filename substring (literal, case-insensitive) */
        search?: string;
        /** @description Exact filename */
        filename?: string;
        /** @description true, false, 1 or 0 */
        include_url?: '0' | '1' | 'true' | 'false';
        /** @description true, false, 1 or 0 */
        include_annotations?: '0' | '1' | 'true' | 'false';
        limit?: number;
        offset?: number | null;
        /** @description The previous page's `meta.next_cursor`: the page after it, found by a seek (as fast at the end of the list as at its start). Send the same filters, sort and order; not with `offset`. */
        cursor?: string;
        sort?: 'created_at' | 'updated_at' | 'filename';
        order?: 'asc' | 'desc';
      };
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description Images */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            /** @enum {boolean} */
            success: true;
            data: components['schemas']['ImageListItem'][];
            meta: components['schemas']['OffsetMeta'];
          };
        };
      };
      /** @description VALIDATION_ERROR: Invalid request body or parameters; `error.details` names the field */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorEnvelope'];
        };
      };
      /** @description UNAUTHORIZED: Missing or invalid authentication */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorEnvelope'];
        };
      };
      /** @description FORBIDDEN: The caller's role lacks the permission */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorEnvelope'];
        };
      };
      /** @description NOT_FOUND: Not found (also for resources of another organization) */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorEnvelope'];
        };
      };
      /** @description REQUEST_HEADERS_TOO_LARGE: The URL and headers together are over 16 KiB (e.g. a very long query string) */
      431: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorEnvelope'];
        };
      };
      /** @description INTERNAL_ERROR: Server error */
      500: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorEnvelope'];
        };
      };
      /** @description SERVICE_UNAVAILABLE: A backing service (database, object store, identity provider) is unreachable; retry later, nothing was written */
      503: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorEnvelope'];
        };
      };
    };
  };
  getDataImagesId: {
    parameters: {
      query?: {
        /** @description true, false, 1 or 0 */
        include_url?: '0' | '1' | 'true' | 'false';
        /** @description true, false, 1 or 0 */
        include_annotations?: '0' | '1' | 'true' | 'false';
      };
      header?: never;
      path: {
        /** @description Resource id */
        id: number;
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description The image */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            /** @enum {boolean} */
            success: true;
            data: components['schemas']['ImageListItem'];
          };
        };
      };
      /** @description VALIDATION_ERROR: Invalid request body or parameters; `error.details` names the field */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorEnvelope'];
        };
      };
      /** @description UNAUTHORIZED: Missing or invalid authentication */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorEnvelope'];
        };
      };
      /** @description FORBIDDEN: The caller's role lacks the permission */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorEnvelope'];
        };
      };
      /** @description NOT_FOUND: Not found (also for resources of another organization) */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorEnvelope'];
        };
      };
      /** @description REQUEST_HEADERS_TOO_LARGE: The URL and headers together are over 16 KiB (e.g. a very long query string) */
      431: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorEnvelope'];
        };
      };
      /** @description INTERNAL_ERROR: Server error */
      500: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorEnvelope'];
        };
      };
      /** @description SERVICE_UNAVAILABLE: A backing service (database, object store, identity provider) is unreachable; retry later, nothing was written */
      503: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorEnvelope'];
        };
      };
    };
  };
  deleteDataImagesId: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        /** @description Resource id */
        id: number;
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description Deleted */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            /** @enum {boolean} */
            success: true;
            data: components['schemas']['Deleted'];
          };
        };
      };
      /** @description VALIDATION_ERROR: Invalid request body or parameters; `error.details` names the field */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorEnvelope'];
        };
      };
      /** @description UNAUTHORIZED: Missing or invalid authentication */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorEnvelope'];
        };
      };
      /** @description FORBIDDEN: The caller's role lacks the permission */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorEnvelope'];
        };
      };
      /** @description NOT_FOUND: Not found (also for resources of another organization) */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorEnvelope'];
        };
      };
      /** @description REQUEST_HEADERS_TOO_LARGE: The URL and headers together are over 16 KiB (e.g. a very long query string) */
      431: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorEnvelope'];
        };
      };
      /** @description INTERNAL_ERROR: Server error */
      500: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorEnvelope'];
        };
      };
      /** @description SERVICE_UNAVAILABLE: A backing service (database, object store, identity provider) is unreachable; retry later, nothing was written */
      503: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorEnvelope'];
        };
      };
    };
  };
  patchDataImagesId: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        /** @description Resource id */
        id: number;
      };
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json': components['schemas']['UpdateImage'];
      };
    };
    responses: {
      /** @description The updated image */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            /** @enum {boolean} */
            success: true;
            data: components['schemas']['ImageListItem'];
          };
        };
      };
      /** @description VALIDATION_ERROR: Invalid request body or parameters; `error.details` names the field */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorEnvelope'];
        };
      };
      /** @description UNAUTHORIZED: Missing or invalid authentication */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorEnvelope'];
        };
      };
      /** @description FORBIDDEN: The caller's role lacks the permission */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorEnvelope'];
        };
      };
      /** @description NOT_FOUND: Not found (also for resources of another organization) */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorEnvelope'];
        };
      };
      /** @description CONFLICT: Conflicts with an existing resource */
      409: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorEnvelope'];
        };
      };
      /** @description REQUEST_HEADERS_TOO_LARGE: The URL and headers together are over 16 KiB (e.g. a very long query string) */
      431: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorEnvelope'];
        };
      };
      /** @description INTERNAL_ERROR: Server error */
      500: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorEnvelope'];
        };
      };
      /** @description SERVICE_UNAVAILABLE: A backing service (database, object store, identity provider) is unreachable; retry later, nothing was written */
      503: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorEnvelope'];
        };
      };
    };
  };
  postDataAnnotationsBulk: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json': components['schemas']['BulkAnnotations'];
      };
    };
    responses: {
      /** @description What was written, and the items refused */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            /** @enum {boolean} */
            success: true;
            data: components['schemas']['BulkAnnotationsResult'];
          };
        };
      };
      /** @description VALIDATION_ERROR: Invalid request body or parameters; `error.details` names the field */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorEnvelope'];
        };
      };
      /** @description UNAUTHORIZED: Missing or invalid authentication */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorEnvelope'];
        };
      };
      /** @description FORBIDDEN: The caller's role lacks the permission */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorEnvelope'];
        };
      };
      /** @description NOT_FOUND: Not found (also for resources of another organization) */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorEnvelope'];
        };
      };
      /** @description PAYLOAD_TOO_LARGE: The body or upload is over the limit */
      413: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorEnvelope'];
        };
      };
      /** @description REQUEST_HEADERS_TOO_LARGE: The URL and headers together are over 16 KiB (e.g. a very long query string) */
      431: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorEnvelope'];
        };
      };
      /** @description INTERNAL_ERROR: Server error */
      500: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorEnvelope'];
        };
      };
      /** @description SERVICE_UNAVAILABLE: A backing service (database, object store, identity provider) is unreachable; retry later, nothing was written */
      503: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorEnvelope'];
        };
      };
    };
  };
  getDataAnnotations: {
    parameters: {
      query: {
        image_id: number;
      };
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description Annotations */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            /** @enum {boolean} */
            success: true;
            data: components['schemas']['Annotation'][];
          };
        };
      };
      /** @description VALIDATION_ERROR: Invalid request body or parameters; `error.details` names the field */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorEnvelope'];
        };
      };
      /** @description UNAUTHORIZED: Missing or invalid authentication */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorEnvelope'];
        };
      };
      /** @description FORBIDDEN: The caller's role lacks the permission */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorEnvelope'];
        };
      };
      /** @description NOT_FOUND: Not found (also for resources of another organization) */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorEnvelope'];
        };
      };
      /** @description REQUEST_HEADERS_TOO_LARGE: The URL and headers together are over 16 KiB (e.g. a very long query string) */
      431: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorEnvelope'];
        };
      };
      /** @description INTERNAL_ERROR: Server error */
      500: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorEnvelope'];
        };
      };
      /** @description SERVICE_UNAVAILABLE: A backing service (database, object store, identity provider) is unreachable; retry later, nothing was written */
      503: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorEnvelope'];
        };
      };
    };
  };
  postDataAnnotations: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json': components['schemas']['CreateAnnotation'];
      };
    };
    responses: {
      /** @description The annotation */
      201: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            /** @enum {boolean} */
            success: true;
            data: components['schemas']['Annotation'];
          };
        };
      };
      /** @description VALIDATION_ERROR: Invalid request body or parameters; `error.details` names the field */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorEnvelope'];
        };
      };
      /** @description UNAUTHORIZED: Missing or invalid authentication */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorEnvelope'];
        };
      };
      /** @description FORBIDDEN: The caller's role lacks the permission */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorEnvelope'];
        };
      };
      /** @description NOT_FOUND: Not found (also for resources of another organization) */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorEnvelope'];
        };
      };
      /** @description REQUEST_HEADERS_TOO_LARGE: The URL and headers together are over 16 KiB (e.g. a very long query string) */
      431: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorEnvelope'];
        };
      };
      /** @description INTERNAL_ERROR: Server error */
      500: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorEnvelope'];
        };
      };
      /** @description SERVICE_UNAVAILABLE: A backing service (database, object store, identity provider) is unreachable; retry later, nothing was written */
      503: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorEnvelope'];
        };
      };
    };
  };
  deleteDataAnnotationsId: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        /** @description Resource id */
        id: number;
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description Removed */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            /** @enum {boolean} */
            success: true;
            data: components['schemas']['Deleted'];
          };
        };
      };
      /** @description VALIDATION_ERROR: Invalid request body or parameters; `error.details` names the field */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorEnvelope'];
        };
      };
      /** @description UNAUTHORIZED: Missing or invalid authentication */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorEnvelope'];
        };
      };
      /** @description FORBIDDEN: The caller's role lacks the permission */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorEnvelope'];
        };
      };
      /** @description NOT_FOUND: Not found (also for resources of another organization) */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorEnvelope'];
        };
      };
      /** @description REQUEST_HEADERS_TOO_LARGE: The URL and headers together are over 16 KiB (e.g. a very long query string) */
      431: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorEnvelope'];
        };
      };
      /** @description INTERNAL_ERROR: Server error */
      500: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorEnvelope'];
        };
      };
      /** @description SERVICE_UNAVAILABLE: A backing service (database, object store, identity provider) is unreachable; retry later, nothing was written */
      503: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorEnvelope'];
        };
      };
    };
  };
  patchDataAnnotationsId: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        /** @description Resource id */
        id: number;
      };
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json': components['schemas']['UpdateAnnotation'];
      };
    };
    responses: {
      /** @description The updated annotation */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            /** @enum {boolean} */
            success: true;
            data: components['schemas']['Annotation'];
          };
        };
      };
      /** @description VALIDATION_ERROR: Invalid request body or parameters; `error.details` names the field */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorEnvelope'];
        };
      };
      /** @description UNAUTHORIZED: Missing or invalid authentication */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorEnvelope'];
        };
      };
      /** @description FORBIDDEN: The caller's role lacks the permission */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorEnvelope'];
        };
      };
      /** @description NOT_FOUND: Not found (also for resources of another organization) */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorEnvelope'];
        };
      };
      /** @description REQUEST_HEADERS_TOO_LARGE: The URL and headers together are over 16 KiB (e.g. a very long query string) */
      431: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorEnvelope'];
        };
      };
      /** @description INTERNAL_ERROR: Server error */
      500: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorEnvelope'];
        };
      };
      /** @description SERVICE_UNAVAILABLE: A backing service (database, object store, identity provider) is unreachable; retry later, nothing was written */
      503: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorEnvelope'];
        };
      };
    };
  };
  getDataDatasets: {
    parameters: {
      query?: {
        /** @description Page number, from 1 */
        page?: number;
        /** @description Items per page, 1 to 100 */
        per_page?: number;
        project_id?: number;
      };
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description Dataset versions */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            /** @enum {boolean} */
            success: true;
            data: components['schemas']['DatasetVersion'][];
            meta: components['schemas']['PageMeta'];
          };
        };
      };
      /** @description VALIDATION_ERROR: Invalid request body or parameters; `error.details` names the field */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorEnvelope'];
        };
      };
      /** @description UNAUTHORIZED: Missing or invalid authentication */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorEnvelope'];
        };
      };
      /** @description FORBIDDEN: The caller's role lacks the permission */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorEnvelope'];
        };
      };
      /** @description NOT_FOUND: Not found (also for resources of another organization) */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorEnvelope'];
        };
      };
      /** @description REQUEST_HEADERS_TOO_LARGE: The URL and headers together are over 16 KiB (e.g. a very long query string) */
      431: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorEnvelope'];
        };
      };
      /** @description INTERNAL_ERROR: Server error */
      500: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorEnvelope'];
        };
      };
      /** @description SERVICE_UNAVAILABLE: A backing service (database, object store, identity provider) is unreachable; retry later, nothing was written */
      503: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorEnvelope'];
        };
      };
    };
  };
  postDataDatasets: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json': components['schemas']['CreateDatasetVersion'];
      };
    };
    responses: {
      /** @description The new version */
      201: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            /** @enum {boolean} */
            success: true;
            data: components['schemas']['DatasetVersion'];
          };
        };
      };
      /** @description VALIDATION_ERROR: Invalid request body or parameters; `error.details` names the field */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorEnvelope'];
        };
      };
      /** @description UNAUTHORIZED: Missing or invalid authentication */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorEnvelope'];
        };
      };
      /** @description FORBIDDEN: The caller's role lacks the permission */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorEnvelope'];
        };
      };
      /** @description NOT_FOUND: Not found (also for resources of another organization) */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorEnvelope'];
        };
      };
      /** @description CONFLICT: Conflicts with an existing resource */
      409: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorEnvelope'];
        };
      };
      /** @description REQUEST_HEADERS_TOO_LARGE: The URL and headers together are over 16 KiB (e.g. a very long query string) */
      431: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorEnvelope'];
        };
      };
      /** @description INTERNAL_ERROR: Server error */
      500: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorEnvelope'];
        };
      };
      /** @description SERVICE_UNAVAILABLE: A backing service (database, object store, identity provider) is unreachable; retry later, nothing was written */
      503: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorEnvelope'];
        };
      };
    };
  };
  getDataDatasetsId: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        /** @description Resource id */
        id: number;
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description The version */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            /** @enum {boolean} */
            success: true;
            data: components['schemas']['DatasetVersion'];
          };
        };
      };
      /** @description VALIDATION_ERROR: Invalid request body or parameters; `error.details` names the field */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorEnvelope'];
        };
      };
      /** @description UNAUTHORIZED: Missing or invalid authentication */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorEnvelope'];
        };
      };
      /** @description FORBIDDEN: The caller's role lacks the permission */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorEnvelope'];
        };
      };
      /** @description NOT_FOUND: Not found (also for resources of another organization) */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorEnvelope'];
        };
      };
      /** @description REQUEST_HEADERS_TOO_LARGE: The URL and headers together are over 16 KiB (e.g. a very long query string) */
      431: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorEnvelope'];
        };
      };
      /** @description INTERNAL_ERROR: Server error */
      500: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorEnvelope'];
        };
      };
      /** @description SERVICE_UNAVAILABLE: A backing service (database, object store, identity provider) is unreachable; retry later, nothing was written */
      503: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorEnvelope'];
        };
      };
    };
  };
  getDataDatasetsIdClassDistribution: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        /** @description Resource id */
        id: number;
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description One entry per class */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            /** @enum {boolean} */
            success: true;
            data: components['schemas']['DatasetClassDistribution'][];
          };
        };
      };
      /** @description VALIDATION_ERROR: Invalid request body or parameters; `error.details` names the field */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorEnvelope'];
        };
      };
      /** @description UNAUTHORIZED: Missing or invalid authentication */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorEnvelope'];
        };
      };
      /** @description FORBIDDEN: The caller's role lacks the permission */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorEnvelope'];
        };
      };
      /** @description NOT_FOUND: Not found (also for resources of another organization) */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorEnvelope'];
        };
      };
      /** @description REQUEST_HEADERS_TOO_LARGE: The URL and headers together are over 16 KiB (e.g. a very long query string) */
      431: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorEnvelope'];
        };
      };
      /** @description INTERNAL_ERROR: Server error */
      500: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorEnvelope'];
        };
      };
      /** @description SERVICE_UNAVAILABLE: A backing service (database, object store, identity provider) is unreachable; retry later, nothing was written */
      503: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorEnvelope'];
        };
      };
    };
  };
  getDataProjectsIdDatasetsVersions: {
    parameters: {
      query?: {
        /** @description Page number, from 1 */
        page?: number;
        /** @description Items per page, 1 to 100 */
        per_page?: number;
      };
      header?: never;
      path: {
        /** @description Resource id */
        id: number;
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description Dataset versions */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            /** @enum {boolean} */
            success: true;
            data: components['schemas']['DatasetVersionListItem'][];
            meta: components['schemas']['PageMeta'];
          };
        };
      };
      /** @description VALIDATION_ERROR: Invalid request body or parameters; `error.details` names the field */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorEnvelope'];
        };
      };
      /** @description UNAUTHORIZED: Missing or invalid authentication */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorEnvelope'];
        };
      };
      /** @description FORBIDDEN: The caller's role lacks the permission */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorEnvelope'];
        };
      };
      /** @description NOT_FOUND: Not found (also for resources of another organization) */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorEnvelope'];
        };
      };
      /** @description REQUEST_HEADERS_TOO_LARGE: The URL and headers together are over 16 KiB (e.g. a very long query string) */
      431: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorEnvelope'];
        };
      };
      /** @description INTERNAL_ERROR: Server error */
      500: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorEnvelope'];
        };
      };
      /** @description SERVICE_UNAVAILABLE: A backing service (database, object store, identity provider) is unreachable; retry later, nothing was written */
      503: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorEnvelope'];
        };
      };
    };
  };
  postDataDatasetsVersionsIdCalibration: {
    parameters: {
      query?: {
        /** @description Most images in the artifact, 1 to 1000 (default 50) */
        max_images?: number;
      };
      header?: never;
      path: {
        /** @description Resource id */
        id: number;
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description The job was queued */
      202: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            /** @enum {boolean} */
            success: true;
            data: components['schemas']['AsyncJobResponse'];
          };
        };
      };
      /** @description VALIDATION_ERROR: Invalid request body or parameters; `error.details` names the field */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorEnvelope'];
        };
      };
      /** @description UNAUTHORIZED: Missing or invalid authentication */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorEnvelope'];
        };
      };
      /** @description FORBIDDEN: The caller's role lacks the permission */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorEnvelope'];
        };
      };
      /** @description NOT_FOUND: Not found (also for resources of another organization) */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorEnvelope'];
        };
      };
      /** @description QUOTA_EXCEEDED: A quota of the caller's organization is used up; `error.details` names it and its value (e.g. `training_jobs=2 (QUOTA_TRAINING_JOBS)`) */
      429: {
        headers: {
          /** @description Seconds until the client may try again */
          'Retry-After'?: number;
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorEnvelope'];
        };
      };
      /** @description REQUEST_HEADERS_TOO_LARGE: The URL and headers together are over 16 KiB (e.g. a very long query string) */
      431: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorEnvelope'];
        };
      };
      /** @description INTERNAL_ERROR: Server error */
      500: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorEnvelope'];
        };
      };
      /** @description SERVICE_UNAVAILABLE: A backing service (database, object store, identity provider) is unreachable; retry later, nothing was written */
      503: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorEnvelope'];
        };
      };
    };
  };
  postDataDatasetsVersionsIdExport: {
    parameters: {
      query?: {
        /** @description Archive layout (default yolo; polygons and masks as YOLO segmentation lines; a version holding only tags gets the classification layout). `coco`: polygons and masks as segmentation, tags in `annotations/labels_<split>.json`. `classification`: `<split>/<class>/<file name>` with data.yaml, an image under each of its classes, unlabelled images left out */
        format?: 'yolo' | 'coco' | 'voc' | 'cvat' | 'classification';
      };
      header?: never;
      path: {
        /** @description Resource id */
        id: number;
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description The job was queued */
      202: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            /** @enum {boolean} */
            success: true;
            data: components['schemas']['AsyncJobResponse'];
          };
        };
      };
      /** @description VALIDATION_ERROR: Invalid request body or parameters; `error.details` names the field */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorEnvelope'];
        };
      };
      /** @description UNAUTHORIZED: Missing or invalid authentication */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorEnvelope'];
        };
      };
      /** @description FORBIDDEN: The caller's role lacks the permission */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorEnvelope'];
        };
      };
      /** @description NOT_FOUND: Not found (also for resources of another organization) */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorEnvelope'];
        };
      };
      /** @description QUOTA_EXCEEDED: A quota of the caller's organization is used up; `error.details` names it and its value (e.g. `training_jobs=2 (QUOTA_TRAINING_JOBS)`) */
      429: {
        headers: {
          /** @description Seconds until the client may try again */
          'Retry-After'?: number;
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorEnvelope'];
        };
      };
      /** @description REQUEST_HEADERS_TOO_LARGE: The URL and headers together are over 16 KiB (e.g. a very long query string) */
      431: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorEnvelope'];
        };
      };
      /** @description INTERNAL_ERROR: Server error */
      500: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorEnvelope'];
        };
      };
      /** @description SERVICE_UNAVAILABLE: A backing service (database, object store, identity provider) is unreachable; retry later, nothing was written */
      503: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorEnvelope'];
        };
      };
    };
  };
  getJobsJobIdFile: {
    parameters: {
      query: {
        /** @description The archive's organization */
        org: number;
        /** @description Expiry, Unix seconds */
        exp?: number | null;
        /** @description The signature */
        sig: string;
      };
      header?: never;
      path: {
        /** @description The job id (a UUID) */
        job_id: string;
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description The zip archive */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/zip': string;
        };
      };
      /** @description VALIDATION_ERROR: Invalid request body or parameters; `error.details` names the field */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorEnvelope'];
        };
      };
      /** @description NOT_FOUND: Not found (also for resources of another organization) */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorEnvelope'];
        };
      };
      /** @description REQUEST_HEADERS_TOO_LARGE: The URL and headers together are over 16 KiB (e.g. a very long query string) */
      431: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorEnvelope'];
        };
      };
      /** @description INTERNAL_ERROR: Server error */
      500: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorEnvelope'];
        };
      };
    };
  };
  postDataProjectsIdImport: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        /** @description Resource id */
        id: number;
      };
      cookie?: never;
    };
    requestBody: {
      content: {
        'multipart/form-data': components['schemas']['ImportUpload'];
      };
    };
    responses: {
      /** @description The import was queued */
      202: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            /** @enum {boolean} */
            success: true;
            data: components['schemas']['AsyncJobResponse'];
          };
        };
      };
      /** @description VALIDATION_ERROR: Invalid request body or parameters; `error.details` names the field */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorEnvelope'];
        };
      };
      /** @description UNAUTHORIZED: Missing or invalid authentication */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorEnvelope'];
        };
      };
      /** @description FORBIDDEN: The caller's role lacks the permission */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorEnvelope'];
        };
      };
      /** @description NOT_FOUND: Not found (also for resources of another organization) */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorEnvelope'];
        };
      };
      /** @description CONFLICT: Conflicts with an existing resource */
      409: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorEnvelope'];
        };
      };
      /** @description PAYLOAD_TOO_LARGE: The body or upload is over the limit */
      413: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorEnvelope'];
        };
      };
      /** @description UNSUPPORTED_MEDIA_TYPE: Not a supported media type */
      415: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorEnvelope'];
        };
      };
      /** @description REQUEST_HEADERS_TOO_LARGE: The URL and headers together are over 16 KiB (e.g. a very long query string) */
      431: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorEnvelope'];
        };
      };
      /** @description INTERNAL_ERROR: Server error */
      500: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorEnvelope'];
        };
      };
      /** @description SERVICE_UNAVAILABLE: A backing service (database, object store, identity provider) is unreachable; retry later, nothing was written */
      503: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorEnvelope'];
        };
      };
    };
  };
  postDataLargeUploads: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json': components['schemas']['CreateLargeUpload'];
      };
    };
    responses: {
      /** @description The upload, waiting for its parts */
      201: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            /** @enum {boolean} */
            success: true;
            data: components['schemas']['LargeUpload'];
          };
        };
      };
      /** @description VALIDATION_ERROR: Invalid request body or parameters; `error.details` names the field */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorEnvelope'];
        };
      };
      /** @description UNAUTHORIZED: Missing or invalid authentication */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorEnvelope'];
        };
      };
      /** @description FORBIDDEN: The caller's role lacks the permission */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorEnvelope'];
        };
      };
      /** @description NOT_FOUND: Not found (also for resources of another organization) */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorEnvelope'];
        };
      };
      /** @description PAYLOAD_TOO_LARGE: The body or upload is over the limit */
      413: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorEnvelope'];
        };
      };
      /** @description REQUEST_HEADERS_TOO_LARGE: The URL and headers together are over 16 KiB (e.g. a very long query string) */
      431: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorEnvelope'];
        };
      };
      /** @description INTERNAL_ERROR: Server error */
      500: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorEnvelope'];
        };
      };
      /** @description SERVICE_UNAVAILABLE: A backing service (database, object store, identity provider) is unreachable; retry later, nothing was written */
      503: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorEnvelope'];
        };
      };
    };
  };
  getDataLargeUploadsId: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        id: string;
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description The upload */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            /** @enum {boolean} */
            success: true;
            data: components['schemas']['LargeUpload'];
          };
        };
      };
      /** @description VALIDATION_ERROR: Invalid request body or parameters; `error.details` names the field */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorEnvelope'];
        };
      };
      /** @description UNAUTHORIZED: Missing or invalid authentication */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorEnvelope'];
        };
      };
      /** @description FORBIDDEN: The caller's role lacks the permission */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorEnvelope'];
        };
      };
      /** @description NOT_FOUND: Not found (also for resources of another organization) */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorEnvelope'];
        };
      };
      /** @description REQUEST_HEADERS_TOO_LARGE: The URL and headers together are over 16 KiB (e.g. a very long query string) */
      431: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorEnvelope'];
        };
      };
      /** @description INTERNAL_ERROR: Server error */
      500: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorEnvelope'];
        };
      };
      /** @description SERVICE_UNAVAILABLE: A backing service (database, object store, identity provider) is unreachable; retry later, nothing was written */
      503: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorEnvelope'];
        };
      };
    };
  };
  deleteDataLargeUploadsId: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        id: string;
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description Aborted */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            /** @enum {boolean} */
            success: true;
            data: {
              /** Format: uuid */
              id: string;
            };
          };
        };
      };
      /** @description VALIDATION_ERROR: Invalid request body or parameters; `error.details` names the field */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorEnvelope'];
        };
      };
      /** @description UNAUTHORIZED: Missing or invalid authentication */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorEnvelope'];
        };
      };
      /** @description FORBIDDEN: The caller's role lacks the permission */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorEnvelope'];
        };
      };
      /** @description NOT_FOUND: Not found (also for resources of another organization) */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorEnvelope'];
        };
      };
      /** @description REQUEST_HEADERS_TOO_LARGE: The URL and headers together are over 16 KiB (e.g. a very long query string) */
      431: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorEnvelope'];
        };
      };
      /** @description INTERNAL_ERROR: Server error */
      500: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorEnvelope'];
        };
      };
      /** @description SERVICE_UNAVAILABLE: A backing service (database, object store, identity provider) is unreachable; retry later, nothing was written */
      503: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorEnvelope'];
        };
      };
    };
  };
  putDataLargeUploadsIdPartsNumber: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        id: string;
        number: number;
      };
      cookie?: never;
    };
    requestBody: {
      content: {
        'multipart/form-data': components['schemas']['LargeUploadPart'];
      };
    };
    responses: {
      /** @description The upload */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            /** @enum {boolean} */
            success: true;
            data: components['schemas']['LargeUpload'];
          };
        };
      };
      /** @description VALIDATION_ERROR: Invalid request body or parameters; `error.details` names the field */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorEnvelope'];
        };
      };
      /** @description UNAUTHORIZED: Missing or invalid authentication */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorEnvelope'];
        };
      };
      /** @description FORBIDDEN: The caller's role lacks the permission */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorEnvelope'];
        };
      };
      /** @description NOT_FOUND: Not found (also for resources of another organization) */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorEnvelope'];
        };
      };
      /** @description CONFLICT: Conflicts with an existing resource */
      409: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorEnvelope'];
        };
      };
      /** @description PAYLOAD_TOO_LARGE: The body or upload is over the limit */
      413: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorEnvelope'];
        };
      };
      /** @description REQUEST_HEADERS_TOO_LARGE: The URL and headers together are over 16 KiB (e.g. a very long query string) */
      431: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorEnvelope'];
        };
      };
      /** @description INTERNAL_ERROR: Server error */
      500: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorEnvelope'];
        };
      };
      /** @description SERVICE_UNAVAILABLE: A backing service (database, object store, identity provider) is unreachable; retry later, nothing was written */
      503: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorEnvelope'];
        };
      };
    };
  };
  postDataLargeUploadsIdComplete: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        id: string;
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description The upload */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            /** @enum {boolean} */
            success: true;
            data: components['schemas']['LargeUpload'];
          };
        };
      };
      /** @description VALIDATION_ERROR: Invalid request body or parameters; `error.details` names the field */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorEnvelope'];
        };
      };
      /** @description UNAUTHORIZED: Missing or invalid authentication */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorEnvelope'];
        };
      };
      /** @description FORBIDDEN: The caller's role lacks the permission */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorEnvelope'];
        };
      };
      /** @description NOT_FOUND: Not found (also for resources of another organization) */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorEnvelope'];
        };
      };
      /** @description CONFLICT: Conflicts with an existing resource */
      409: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorEnvelope'];
        };
      };
      /** @description REQUEST_HEADERS_TOO_LARGE: The URL and headers together are over 16 KiB (e.g. a very long query string) */
      431: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorEnvelope'];
        };
      };
      /** @description INTERNAL_ERROR: Server error */
      500: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorEnvelope'];
        };
      };
      /** @description SERVICE_UNAVAILABLE: A backing service (database, object store, identity provider) is unreachable; retry later, nothing was written */
      503: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorEnvelope'];
        };
      };
    };
  };
  getJobsJobId: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        /** @description The job id (a UUID) */
        job_id: string;
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description The job */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            /** @enum {boolean} */
            success: true;
            data: components['schemas']['AsyncJob'];
          };
        };
      };
      /** @description VALIDATION_ERROR: Invalid request body or parameters; `error.details` names the field */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorEnvelope'];
        };
      };
      /** @description UNAUTHORIZED: Missing or invalid authentication */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorEnvelope'];
        };
      };
      /** @description FORBIDDEN: The caller's role lacks the permission */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorEnvelope'];
        };
      };
      /** @description NOT_FOUND: Not found (also for resources of another organization) */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorEnvelope'];
        };
      };
      /** @description REQUEST_HEADERS_TOO_LARGE: The URL and headers together are over 16 KiB (e.g. a very long query string) */
      431: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorEnvelope'];
        };
      };
      /** @description INTERNAL_ERROR: Server error */
      500: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorEnvelope'];
        };
      };
      /** @description SERVICE_UNAVAILABLE: A backing service (database, object store, identity provider) is unreachable; retry later, nothing was written */
      503: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorEnvelope'];
        };
      };
    };
  };
  getMlTrainingJobs: {
    parameters: {
      query?: {
        /** @description Page number, from 1 */
        page?: number;
        /** @description Items per page, 1 to 100 */
        per_page?: number;
        project_id?: number;
        /** @description Pending -> Running -> Succeeded | Failed; Cancelled when cancelled or deleted early */
        phase?: components['schemas']['JobPhase'];
      };
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description training jobs */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            /** @enum {boolean} */
            success: true;
            data: components['schemas']['TrainingJob'][];
            meta: components['schemas']['PageMeta'];
          };
        };
      };
      /** @description VALIDATION_ERROR: Invalid request body or parameters; `error.details` names the field */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorEnvelope'];
        };
      };
      /** @description UNAUTHORIZED: Missing or invalid authentication */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorEnvelope'];
        };
      };
      /** @description FORBIDDEN: The caller's role lacks the permission */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorEnvelope'];
        };
      };
      /** @description NOT_FOUND: Not found (also for resources of another organization) */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorEnvelope'];
        };
      };
      /** @description REQUEST_HEADERS_TOO_LARGE: The URL and headers together are over 16 KiB (e.g. a very long query string) */
      431: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorEnvelope'];
        };
      };
      /** @description INTERNAL_ERROR: Server error */
      500: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorEnvelope'];
        };
      };
      /** @description SERVICE_UNAVAILABLE: A backing service (database, object store, identity provider) is unreachable; retry later, nothing was written */
      503: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorEnvelope'];
        };
      };
    };
  };
  postMlTrainingJobs: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json': components['schemas']['CreateTrainingJob'];
      };
    };
    responses: {
      /** @description The training job (Pending) */
      201: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            /** @enum {boolean} */
            success: true;
            data: components['schemas']['TrainingJob'];
          };
        };
      };
      /** @description VALIDATION_ERROR: Invalid request body or parameters; `error.details` names the field */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorEnvelope'];
        };
      };
      /** @description UNAUTHORIZED: Missing or invalid authentication */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorEnvelope'];
        };
      };
      /** @description FORBIDDEN: The caller's role lacks the permission */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorEnvelope'];
        };
      };
      /** @description NOT_FOUND: Not found (also for resources of another organization) */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorEnvelope'];
        };
      };
      /** @description QUOTA_EXCEEDED: A quota of the caller's organization is used up; `error.details` names it and its value (e.g. `training_jobs=2 (QUOTA_TRAINING_JOBS)`) */
      429: {
        headers: {
          /** @description Seconds until the client may try again */
          'Retry-After'?: number;
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorEnvelope'];
        };
      };
      /** @description REQUEST_HEADERS_TOO_LARGE: The URL and headers together are over 16 KiB (e.g. a very long query string) */
      431: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorEnvelope'];
        };
      };
      /** @description INTERNAL_ERROR: Server error */
      500: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorEnvelope'];
        };
      };
      /** @description SERVICE_UNAVAILABLE: A backing service (database, object store, identity provider) is unreachable; retry later, nothing was written */
      503: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorEnvelope'];
        };
      };
    };
  };
  getMlTrainingOptions: {
    parameters: {
      query: {
        /** @description The dataset version to train on */
        dataset_version_id: number;
      };
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description The options */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            /** @enum {boolean} */
            success: true;
            data: components['schemas']['TrainingOptions'];
          };
        };
      };
      /** @description VALIDATION_ERROR: Invalid request body or parameters; `error.details` names the field */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorEnvelope'];
        };
      };
      /** @description UNAUTHORIZED: Missing or invalid authentication */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorEnvelope'];
        };
      };
      /** @description FORBIDDEN: The caller's role lacks the permission */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorEnvelope'];
        };
      };
      /** @description NOT_FOUND: Not found (also for resources of another organization) */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorEnvelope'];
        };
      };
      /** @description REQUEST_HEADERS_TOO_LARGE: The URL and headers together are over 16 KiB (e.g. a very long query string) */
      431: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorEnvelope'];
        };
      };
      /** @description INTERNAL_ERROR: Server error */
      500: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorEnvelope'];
        };
      };
      /** @description SERVICE_UNAVAILABLE: A backing service (database, object store, identity provider) is unreachable; retry later, nothing was written */
      503: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorEnvelope'];
        };
      };
    };
  };
  getMlExportOptions: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description One entry per format */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            /** @enum {boolean} */
            success: true;
            data: components['schemas']['ExportFormatOptions'];
          };
        };
      };
      /** @description UNAUTHORIZED: Missing or invalid authentication */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorEnvelope'];
        };
      };
      /** @description FORBIDDEN: The caller's role lacks the permission */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorEnvelope'];
        };
      };
      /** @description NOT_FOUND: Not found (also for resources of another organization) */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorEnvelope'];
        };
      };
      /** @description REQUEST_HEADERS_TOO_LARGE: The URL and headers together are over 16 KiB (e.g. a very long query string) */
      431: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorEnvelope'];
        };
      };
      /** @description INTERNAL_ERROR: Server error */
      500: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorEnvelope'];
        };
      };
      /** @description SERVICE_UNAVAILABLE: A backing service (database, object store, identity provider) is unreachable; retry later, nothing was written */
      503: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorEnvelope'];
        };
      };
    };
  };
  postMlTrainingJobsIdCancel: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        /** @description Resource id */
        id: number;
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description The cancelled job */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            /** @enum {boolean} */
            success: true;
            data: components['schemas']['TrainingJob'];
          };
        };
      };
      /** @description VALIDATION_ERROR: Invalid request body or parameters; `error.details` names the field */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorEnvelope'];
        };
      };
      /** @description UNAUTHORIZED: Missing or invalid authentication */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorEnvelope'];
        };
      };
      /** @description FORBIDDEN: The caller's role lacks the permission */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorEnvelope'];
        };
      };
      /** @description NOT_FOUND: Not found (also for resources of another organization) */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorEnvelope'];
        };
      };
      /** @description CONFLICT: Conflicts with an existing resource */
      409: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorEnvelope'];
        };
      };
      /** @description REQUEST_HEADERS_TOO_LARGE: The URL and headers together are over 16 KiB (e.g. a very long query string) */
      431: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorEnvelope'];
        };
      };
      /** @description INTERNAL_ERROR: Server error */
      500: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorEnvelope'];
        };
      };
      /** @description SERVICE_UNAVAILABLE: A backing service (database, object store, identity provider) is unreachable; retry later, nothing was written */
      503: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorEnvelope'];
        };
      };
    };
  };
  getMlTrainingJobsIdMetrics: {
    parameters: {
      query?: {
        /** @description Page number, from 1 */
        page?: number;
        /** @description Items per page, 1 to 100 */
        per_page?: number;
      };
      header?: never;
      path: {
        /** @description Resource id */
        id: number;
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description Epochs */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            /** @enum {boolean} */
            success: true;
            data: components['schemas']['TrainingEpoch'][];
            meta: components['schemas']['PageMeta'];
          };
        };
      };
      /** @description VALIDATION_ERROR: Invalid request body or parameters; `error.details` names the field */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorEnvelope'];
        };
      };
      /** @description UNAUTHORIZED: Missing or invalid authentication */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorEnvelope'];
        };
      };
      /** @description FORBIDDEN: The caller's role lacks the permission */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorEnvelope'];
        };
      };
      /** @description NOT_FOUND: Not found (also for resources of another organization) */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorEnvelope'];
        };
      };
      /** @description REQUEST_HEADERS_TOO_LARGE: The URL and headers together are over 16 KiB (e.g. a very long query string) */
      431: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorEnvelope'];
        };
      };
      /** @description INTERNAL_ERROR: Server error */
      500: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorEnvelope'];
        };
      };
      /** @description SERVICE_UNAVAILABLE: A backing service (database, object store, identity provider) is unreachable; retry later, nothing was written */
      503: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorEnvelope'];
        };
      };
    };
  };
  getMlExportJobs: {
    parameters: {
      query?: {
        /** @description Page number, from 1 */
        page?: number;
        /** @description Items per page, 1 to 100 */
        per_page?: number;
        project_id?: number;
        /** @description Pending -> Running -> Succeeded | Failed; Cancelled when cancelled or deleted early */
        phase?: components['schemas']['JobPhase'];
      };
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description export jobs */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            /** @enum {boolean} */
            success: true;
            data: components['schemas']['ExportJob'][];
            meta: components['schemas']['PageMeta'];
          };
        };
      };
      /** @description VALIDATION_ERROR: Invalid request body or parameters; `error.details` names the field */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorEnvelope'];
        };
      };
      /** @description UNAUTHORIZED: Missing or invalid authentication */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorEnvelope'];
        };
      };
      /** @description FORBIDDEN: The caller's role lacks the permission */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorEnvelope'];
        };
      };
      /** @description NOT_FOUND: Not found (also for resources of another organization) */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorEnvelope'];
        };
      };
      /** @description REQUEST_HEADERS_TOO_LARGE: The URL and headers together are over 16 KiB (e.g. a very long query string) */
      431: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorEnvelope'];
        };
      };
      /** @description INTERNAL_ERROR: Server error */
      500: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorEnvelope'];
        };
      };
      /** @description SERVICE_UNAVAILABLE: A backing service (database, object store, identity provider) is unreachable; retry later, nothing was written */
      503: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorEnvelope'];
        };
      };
    };
  };
  postMlExportJobs: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json': components['schemas']['CreateExportJob'];
      };
    };
    responses: {
      /** @description The export job (Pending) */
      201: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            /** @enum {boolean} */
            success: true;
            data: components['schemas']['ExportJob'];
          };
        };
      };
      /** @description VALIDATION_ERROR: Invalid request body or parameters; `error.details` names the field */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorEnvelope'];
        };
      };
      /** @description UNAUTHORIZED: Missing or invalid authentication */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorEnvelope'];
        };
      };
      /** @description FORBIDDEN: The caller's role lacks the permission */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorEnvelope'];
        };
      };
      /** @description NOT_FOUND: Not found (also for resources of another organization) */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorEnvelope'];
        };
      };
      /** @description QUOTA_EXCEEDED: A quota of the caller's organization is used up; `error.details` names it and its value (e.g. `training_jobs=2 (QUOTA_TRAINING_JOBS)`) */
      429: {
        headers: {
          /** @description Seconds until the client may try again */
          'Retry-After'?: number;
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorEnvelope'];
        };
      };
      /** @description REQUEST_HEADERS_TOO_LARGE: The URL and headers together are over 16 KiB (e.g. a very long query string) */
      431: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorEnvelope'];
        };
      };
      /** @description INTERNAL_ERROR: Server error */
      500: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorEnvelope'];
        };
      };
      /** @description SERVICE_UNAVAILABLE: A backing service (database, object store, identity provider) is unreachable; retry later, nothing was written */
      503: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorEnvelope'];
        };
      };
    };
  };
  getMlTrainingJobsId: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        /** @description Resource id */
        id: number;
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description The training job */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            /** @enum {boolean} */
            success: true;
            data: components['schemas']['TrainingJob'];
          };
        };
      };
      /** @description VALIDATION_ERROR: Invalid request body or parameters; `error.details` names the field */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorEnvelope'];
        };
      };
      /** @description UNAUTHORIZED: Missing or invalid authentication */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorEnvelope'];
        };
      };
      /** @description FORBIDDEN: The caller's role lacks the permission */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorEnvelope'];
        };
      };
      /** @description NOT_FOUND: Not found (also for resources of another organization) */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorEnvelope'];
        };
      };
      /** @description REQUEST_HEADERS_TOO_LARGE: The URL and headers together are over 16 KiB (e.g. a very long query string) */
      431: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorEnvelope'];
        };
      };
      /** @description INTERNAL_ERROR: Server error */
      500: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorEnvelope'];
        };
      };
      /** @description SERVICE_UNAVAILABLE: A backing service (database, object store, identity provider) is unreachable; retry later, nothing was written */
      503: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorEnvelope'];
        };
      };
    };
  };
  getMlExportJobsId: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        /** @description Resource id */
        id: number;
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description The export job */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            /** @enum {boolean} */
            success: true;
            data: components['schemas']['ExportJob'];
          };
        };
      };
      /** @description VALIDATION_ERROR: Invalid request body or parameters; `error.details` names the field */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorEnvelope'];
        };
      };
      /** @description UNAUTHORIZED: Missing or invalid authentication */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorEnvelope'];
        };
      };
      /** @description FORBIDDEN: The caller's role lacks the permission */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorEnvelope'];
        };
      };
      /** @description NOT_FOUND: Not found (also for resources of another organization) */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorEnvelope'];
        };
      };
      /** @description REQUEST_HEADERS_TOO_LARGE: The URL and headers together are over 16 KiB (e.g. a very long query string) */
      431: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorEnvelope'];
        };
      };
      /** @description INTERNAL_ERROR: Server error */
      500: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorEnvelope'];
        };
      };
      /** @description SERVICE_UNAVAILABLE: A backing service (database, object store, identity provider) is unreachable; retry later, nothing was written */
      503: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorEnvelope'];
        };
      };
    };
  };
  getMlEvaluations: {
    parameters: {
      query?: {
        /** @description Page number, from 1 */
        page?: number;
        /** @description Items per page, 1 to 100 */
        per_page?: number;
        project_id?: number;
        /** @description Pending -> Running -> Succeeded | Failed; Cancelled when cancelled or deleted early */
        phase?: components['schemas']['JobPhase'];
        /** @description Only this model version's */
        model_version_id?: number;
        /** @description Only those scored on this dataset version */
        dataset_version_id?: number;
      };
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description Evaluations */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            /** @enum {boolean} */
            success: true;
            data: components['schemas']['EvaluationSummary'][];
            meta: components['schemas']['PageMeta'];
          };
        };
      };
      /** @description VALIDATION_ERROR: Invalid request body or parameters; `error.details` names the field */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorEnvelope'];
        };
      };
      /** @description UNAUTHORIZED: Missing or invalid authentication */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorEnvelope'];
        };
      };
      /** @description FORBIDDEN: The caller's role lacks the permission */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorEnvelope'];
        };
      };
      /** @description NOT_FOUND: Not found (also for resources of another organization) */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorEnvelope'];
        };
      };
      /** @description REQUEST_HEADERS_TOO_LARGE: The URL and headers together are over 16 KiB (e.g. a very long query string) */
      431: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorEnvelope'];
        };
      };
      /** @description INTERNAL_ERROR: Server error */
      500: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorEnvelope'];
        };
      };
      /** @description SERVICE_UNAVAILABLE: A backing service (database, object store, identity provider) is unreachable; retry later, nothing was written */
      503: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorEnvelope'];
        };
      };
    };
  };
  postMlEvaluations: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json': components['schemas']['CreateEvaluation'];
      };
    };
    responses: {
      /** @description The evaluation (Pending) */
      201: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            /** @enum {boolean} */
            success: true;
            data: components['schemas']['Evaluation'];
          };
        };
      };
      /** @description VALIDATION_ERROR: Invalid request body or parameters; `error.details` names the field */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorEnvelope'];
        };
      };
      /** @description UNAUTHORIZED: Missing or invalid authentication */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorEnvelope'];
        };
      };
      /** @description FORBIDDEN: The caller's role lacks the permission */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorEnvelope'];
        };
      };
      /** @description NOT_FOUND: Not found (also for resources of another organization) */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorEnvelope'];
        };
      };
      /** @description QUOTA_EXCEEDED: A quota of the caller's organization is used up; `error.details` names it and its value (e.g. `training_jobs=2 (QUOTA_TRAINING_JOBS)`) */
      429: {
        headers: {
          /** @description Seconds until the client may try again */
          'Retry-After'?: number;
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorEnvelope'];
        };
      };
      /** @description REQUEST_HEADERS_TOO_LARGE: The URL and headers together are over 16 KiB (e.g. a very long query string) */
      431: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorEnvelope'];
        };
      };
      /** @description INTERNAL_ERROR: Server error */
      500: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorEnvelope'];
        };
      };
      /** @description SERVICE_UNAVAILABLE: A backing service (database, object store, identity provider) is unreachable; retry later, nothing was written */
      503: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorEnvelope'];
        };
      };
    };
  };
  getMlEvaluationsCompare: {
    parameters: {
      query: {
        /** @description An evaluation id */
        a: number;
        /** @description Another evaluation of the same dataset version split */
        b: number;
        /** @description Disagreeing images listed */
        limit?: number;
      };
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description The comparison */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            /** @enum {boolean} */
            success: true;
            data: components['schemas']['EvaluationComparison'];
          };
        };
      };
      /** @description VALIDATION_ERROR: Invalid request body or parameters; `error.details` names the field */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorEnvelope'];
        };
      };
      /** @description UNAUTHORIZED: Missing or invalid authentication */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorEnvelope'];
        };
      };
      /** @description FORBIDDEN: The caller's role lacks the permission */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorEnvelope'];
        };
      };
      /** @description NOT_FOUND: Not found (also for resources of another organization) */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorEnvelope'];
        };
      };
      /** @description CONFLICT: Conflicts with an existing resource */
      409: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorEnvelope'];
        };
      };
      /** @description REQUEST_HEADERS_TOO_LARGE: The URL and headers together are over 16 KiB (e.g. a very long query string) */
      431: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorEnvelope'];
        };
      };
      /** @description INTERNAL_ERROR: Server error */
      500: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorEnvelope'];
        };
      };
      /** @description SERVICE_UNAVAILABLE: A backing service (database, object store, identity provider) is unreachable; retry later, nothing was written */
      503: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorEnvelope'];
        };
      };
    };
  };
  getMlEvaluationsId: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        /** @description Resource id */
        id: number;
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description The evaluation */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            /** @enum {boolean} */
            success: true;
            data: components['schemas']['Evaluation'];
          };
        };
      };
      /** @description VALIDATION_ERROR: Invalid request body or parameters; `error.details` names the field */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorEnvelope'];
        };
      };
      /** @description UNAUTHORIZED: Missing or invalid authentication */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorEnvelope'];
        };
      };
      /** @description FORBIDDEN: The caller's role lacks the permission */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorEnvelope'];
        };
      };
      /** @description NOT_FOUND: Not found (also for resources of another organization) */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorEnvelope'];
        };
      };
      /** @description REQUEST_HEADERS_TOO_LARGE: The URL and headers together are over 16 KiB (e.g. a very long query string) */
      431: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorEnvelope'];
        };
      };
      /** @description INTERNAL_ERROR: Server error */
      500: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorEnvelope'];
        };
      };
      /** @description SERVICE_UNAVAILABLE: A backing service (database, object store, identity provider) is unreachable; retry later, nothing was written */
      503: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorEnvelope'];
        };
      };
    };
  };
  getMlModels: {
    parameters: {
      query?: {
        /** @description Page number, from 1 */
        page?: number;
        /** @description Items per page, 1 to 100 */
        per_page?: number;
        project_id?: number;
      };
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description Model versions */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            /** @enum {boolean} */
            success: true;
            data: components['schemas']['ModelVersion'][];
            meta: components['schemas']['PageMeta'];
          };
        };
      };
      /** @description VALIDATION_ERROR: Invalid request body or parameters; `error.details` names the field */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorEnvelope'];
        };
      };
      /** @description UNAUTHORIZED: Missing or invalid authentication */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorEnvelope'];
        };
      };
      /** @description FORBIDDEN: The caller's role lacks the permission */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorEnvelope'];
        };
      };
      /** @description NOT_FOUND: Not found (also for resources of another organization) */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorEnvelope'];
        };
      };
      /** @description REQUEST_HEADERS_TOO_LARGE: The URL and headers together are over 16 KiB (e.g. a very long query string) */
      431: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorEnvelope'];
        };
      };
      /** @description INTERNAL_ERROR: Server error */
      500: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorEnvelope'];
        };
      };
      /** @description SERVICE_UNAVAILABLE: A backing service (database, object store, identity provider) is unreachable; retry later, nothing was written */
      503: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorEnvelope'];
        };
      };
    };
  };
  postMlModels: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody: {
      content: {
        'multipart/form-data': components['schemas']['ModelUpload'];
      };
    };
    responses: {
      /** @description The registered model version */
      201: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            /** @enum {boolean} */
            success: true;
            data: components['schemas']['ModelVersion'];
          };
        };
      };
      /** @description VALIDATION_ERROR: Invalid request body or parameters; `error.details` names the field */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorEnvelope'];
        };
      };
      /** @description UNAUTHORIZED: Missing or invalid authentication */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorEnvelope'];
        };
      };
      /** @description FORBIDDEN: The caller's role lacks the permission */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorEnvelope'];
        };
      };
      /** @description NOT_FOUND: Not found (also for resources of another organization) */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorEnvelope'];
        };
      };
      /** @description PAYLOAD_TOO_LARGE: The body or upload is over the limit */
      413: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorEnvelope'];
        };
      };
      /** @description REQUEST_HEADERS_TOO_LARGE: The URL and headers together are over 16 KiB (e.g. a very long query string) */
      431: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorEnvelope'];
        };
      };
      /** @description INTERNAL_ERROR: Server error */
      500: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorEnvelope'];
        };
      };
      /** @description SERVICE_UNAVAILABLE: A backing service (database, object store, identity provider) is unreachable; retry later, nothing was written */
      503: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorEnvelope'];
        };
      };
    };
  };
  getMlModelsId: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        /** @description Resource id */
        id: number;
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description The model version */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            /** @enum {boolean} */
            success: true;
            data: components['schemas']['ModelVersion'];
          };
        };
      };
      /** @description VALIDATION_ERROR: Invalid request body or parameters; `error.details` names the field */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorEnvelope'];
        };
      };
      /** @description UNAUTHORIZED: Missing or invalid authentication */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorEnvelope'];
        };
      };
      /** @description FORBIDDEN: The caller's role lacks the permission */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorEnvelope'];
        };
      };
      /** @description NOT_FOUND: Not found (also for resources of another organization) */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorEnvelope'];
        };
      };
      /** @description REQUEST_HEADERS_TOO_LARGE: The URL and headers together are over 16 KiB (e.g. a very long query string) */
      431: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorEnvelope'];
        };
      };
      /** @description INTERNAL_ERROR: Server error */
      500: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorEnvelope'];
        };
      };
      /** @description SERVICE_UNAVAILABLE: A backing service (database, object store, identity provider) is unreachable; retry later, nothing was written */
      503: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorEnvelope'];
        };
      };
    };
  };
  getMlModelsIdDownload: {
    parameters: {
      query?: {
        /** @description `onnx` (what inference and deployments run) or `weights` (the trainer's own, to fine-tune) */
        artifact?: 'weights' | 'onnx';
      };
      header?: never;
      path: {
        /** @description Resource id */
        id: number;
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description Where to download it */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            /** @enum {boolean} */
            success: true;
            data: components['schemas']['Download'];
          };
        };
      };
      /** @description VALIDATION_ERROR: Invalid request body or parameters; `error.details` names the field */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorEnvelope'];
        };
      };
      /** @description UNAUTHORIZED: Missing or invalid authentication */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorEnvelope'];
        };
      };
      /** @description FORBIDDEN: The caller's role lacks the permission */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorEnvelope'];
        };
      };
      /** @description NOT_FOUND: Not found (also for resources of another organization) */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorEnvelope'];
        };
      };
      /** @description REQUEST_HEADERS_TOO_LARGE: The URL and headers together are over 16 KiB (e.g. a very long query string) */
      431: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorEnvelope'];
        };
      };
      /** @description INTERNAL_ERROR: Server error */
      500: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorEnvelope'];
        };
      };
      /** @description SERVICE_UNAVAILABLE: A backing service (database, object store, identity provider) is unreachable; retry later, nothing was written */
      503: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorEnvelope'];
        };
      };
    };
  };
  getMlModelsIdFile: {
    parameters: {
      query: {
        /** @description The file's organization */
        org: number;
        /** @description Expiry, Unix seconds */
        exp?: number | null;
        /** @description The signature */
        sig: string;
        /** @description `onnx` (what inference and deployments run) or `weights` (the trainer's own, to fine-tune) */
        artifact?: 'weights' | 'onnx';
      };
      header?: never;
      path: {
        /** @description Resource id */
        id: number;
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description The file */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/octet-stream': string;
        };
      };
      /** @description VALIDATION_ERROR: Invalid request body or parameters; `error.details` names the field */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorEnvelope'];
        };
      };
      /** @description NOT_FOUND: Not found (also for resources of another organization) */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorEnvelope'];
        };
      };
      /** @description REQUEST_HEADERS_TOO_LARGE: The URL and headers together are over 16 KiB (e.g. a very long query string) */
      431: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorEnvelope'];
        };
      };
      /** @description INTERNAL_ERROR: Server error */
      500: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorEnvelope'];
        };
      };
    };
  };
  getMlExportJobsIdDownload: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        /** @description Resource id */
        id: number;
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description Where to download it */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            /** @enum {boolean} */
            success: true;
            data: components['schemas']['Download'];
          };
        };
      };
      /** @description VALIDATION_ERROR: Invalid request body or parameters; `error.details` names the field */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorEnvelope'];
        };
      };
      /** @description UNAUTHORIZED: Missing or invalid authentication */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorEnvelope'];
        };
      };
      /** @description FORBIDDEN: The caller's role lacks the permission */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorEnvelope'];
        };
      };
      /** @description NOT_FOUND: Not found (also for resources of another organization) */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorEnvelope'];
        };
      };
      /** @description CONFLICT: Conflicts with an existing resource */
      409: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorEnvelope'];
        };
      };
      /** @description REQUEST_HEADERS_TOO_LARGE: The URL and headers together are over 16 KiB (e.g. a very long query string) */
      431: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorEnvelope'];
        };
      };
      /** @description INTERNAL_ERROR: Server error */
      500: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorEnvelope'];
        };
      };
      /** @description SERVICE_UNAVAILABLE: A backing service (database, object store, identity provider) is unreachable; retry later, nothing was written */
      503: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorEnvelope'];
        };
      };
    };
  };
  getMlExportJobsIdFile: {
    parameters: {
      query: {
        /** @description The file's organization */
        org: number;
        /** @description Expiry, Unix seconds */
        exp?: number | null;
        /** @description The signature */
        sig: string;
      };
      header?: never;
      path: {
        /** @description Resource id */
        id: number;
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description The file */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/octet-stream': string;
        };
      };
      /** @description VALIDATION_ERROR: Invalid request body or parameters; `error.details` names the field */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorEnvelope'];
        };
      };
      /** @description NOT_FOUND: Not found (also for resources of another organization) */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorEnvelope'];
        };
      };
      /** @description REQUEST_HEADERS_TOO_LARGE: The URL and headers together are over 16 KiB (e.g. a very long query string) */
      431: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorEnvelope'];
        };
      };
      /** @description INTERNAL_ERROR: Server error */
      500: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorEnvelope'];
        };
      };
    };
  };
  postMlProjectsIdInference: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        /** @description Resource id */
        id: number;
      };
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json': components['schemas']['CreateInferenceRequest'];
      };
    };
    responses: {
      /** @description The queued inference request */
      202: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            /** @enum {boolean} */
            success: true;
            data: components['schemas']['InferenceRequest'];
          };
        };
      };
      /** @description VALIDATION_ERROR: Invalid request body or parameters; `error.details` names the field */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorEnvelope'];
        };
      };
      /** @description UNAUTHORIZED: Missing or invalid authentication */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorEnvelope'];
        };
      };
      /** @description FORBIDDEN: The caller's role lacks the permission */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorEnvelope'];
        };
      };
      /** @description NOT_FOUND: Not found (also for resources of another organization) */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorEnvelope'];
        };
      };
      /** @description QUOTA_EXCEEDED: A quota of the caller's organization is used up; `error.details` names it and its value (e.g. `training_jobs=2 (QUOTA_TRAINING_JOBS)`) */
      429: {
        headers: {
          /** @description Seconds until the client may try again */
          'Retry-After'?: number;
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorEnvelope'];
        };
      };
      /** @description REQUEST_HEADERS_TOO_LARGE: The URL and headers together are over 16 KiB (e.g. a very long query string) */
      431: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorEnvelope'];
        };
      };
      /** @description INTERNAL_ERROR: Server error */
      500: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorEnvelope'];
        };
      };
      /** @description SERVICE_UNAVAILABLE: A backing service (database, object store, identity provider) is unreachable; retry later, nothing was written */
      503: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorEnvelope'];
        };
      };
    };
  };
  postMlProjectsIdAutoAnnotate: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        /** @description Resource id */
        id: number;
      };
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json': components['schemas']['AutoAnnotateRequest'];
      };
    };
    responses: {
      /** @description The queued inference request */
      202: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            /** @enum {boolean} */
            success: true;
            data: components['schemas']['InferenceRequest'];
          };
        };
      };
      /** @description VALIDATION_ERROR: Invalid request body or parameters; `error.details` names the field */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorEnvelope'];
        };
      };
      /** @description UNAUTHORIZED: Missing or invalid authentication */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorEnvelope'];
        };
      };
      /** @description FORBIDDEN: The caller's role lacks the permission */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorEnvelope'];
        };
      };
      /** @description NOT_FOUND: Not found (also for resources of another organization) */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorEnvelope'];
        };
      };
      /** @description QUOTA_EXCEEDED: A quota of the caller's organization is used up; `error.details` names it and its value (e.g. `training_jobs=2 (QUOTA_TRAINING_JOBS)`) */
      429: {
        headers: {
          /** @description Seconds until the client may try again */
          'Retry-After'?: number;
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorEnvelope'];
        };
      };
      /** @description REQUEST_HEADERS_TOO_LARGE: The URL and headers together are over 16 KiB (e.g. a very long query string) */
      431: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorEnvelope'];
        };
      };
      /** @description INTERNAL_ERROR: Server error */
      500: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorEnvelope'];
        };
      };
      /** @description SERVICE_UNAVAILABLE: A backing service (database, object store, identity provider) is unreachable; retry later, nothing was written */
      503: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorEnvelope'];
        };
      };
    };
  };
  getMlProjectsIdInferenceRequests: {
    parameters: {
      query?: {
        /** @description Page number, from 1 */
        page?: number;
        /** @description Items per page, 1 to 100 */
        per_page?: number;
        status?: 'pending' | 'running' | 'completed' | 'failed' | 'cancelled';
        request_type?: 'inference' | 'auto_annotate' | 'sam_auto';
      };
      header?: never;
      path: {
        /** @description Resource id */
        id: number;
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description Inference requests */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            /** @enum {boolean} */
            success: true;
            data: components['schemas']['InferenceRequest'][];
            meta: components['schemas']['PageMeta'];
          };
        };
      };
      /** @description VALIDATION_ERROR: Invalid request body or parameters; `error.details` names the field */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorEnvelope'];
        };
      };
      /** @description UNAUTHORIZED: Missing or invalid authentication */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorEnvelope'];
        };
      };
      /** @description FORBIDDEN: The caller's role lacks the permission */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorEnvelope'];
        };
      };
      /** @description NOT_FOUND: Not found (also for resources of another organization) */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorEnvelope'];
        };
      };
      /** @description REQUEST_HEADERS_TOO_LARGE: The URL and headers together are over 16 KiB (e.g. a very long query string) */
      431: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorEnvelope'];
        };
      };
      /** @description INTERNAL_ERROR: Server error */
      500: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorEnvelope'];
        };
      };
      /** @description SERVICE_UNAVAILABLE: A backing service (database, object store, identity provider) is unreachable; retry later, nothing was written */
      503: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorEnvelope'];
        };
      };
    };
  };
  getMlInferenceRequestsId: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        /** @description Resource id */
        id: number;
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description The inference request */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            /** @enum {boolean} */
            success: true;
            data: components['schemas']['InferenceRequest'];
          };
        };
      };
      /** @description VALIDATION_ERROR: Invalid request body or parameters; `error.details` names the field */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorEnvelope'];
        };
      };
      /** @description UNAUTHORIZED: Missing or invalid authentication */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorEnvelope'];
        };
      };
      /** @description FORBIDDEN: The caller's role lacks the permission */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorEnvelope'];
        };
      };
      /** @description NOT_FOUND: Not found (also for resources of another organization) */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorEnvelope'];
        };
      };
      /** @description REQUEST_HEADERS_TOO_LARGE: The URL and headers together are over 16 KiB (e.g. a very long query string) */
      431: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorEnvelope'];
        };
      };
      /** @description INTERNAL_ERROR: Server error */
      500: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorEnvelope'];
        };
      };
      /** @description SERVICE_UNAVAILABLE: A backing service (database, object store, identity provider) is unreachable; retry later, nothing was written */
      503: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorEnvelope'];
        };
      };
    };
  };
  getMlInferenceRequestsIdPredictions: {
    parameters: {
      query?: {
        /** @description Page number, from 1 */
        page?: number;
        /** @description Items per page, 1 to 100 */
        per_page?: number;
        /** @description Only this image of the request */
        image_id?: number;
      };
      header?: never;
      path: {
        /** @description Resource id */
        id: number;
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description Predictions per image */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            /** @enum {boolean} */
            success: true;
            data: components['schemas']['ImagePredictions'][];
            meta: components['schemas']['PageMeta'];
          };
        };
      };
      /** @description VALIDATION_ERROR: Invalid request body or parameters; `error.details` names the field */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorEnvelope'];
        };
      };
      /** @description UNAUTHORIZED: Missing or invalid authentication */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorEnvelope'];
        };
      };
      /** @description FORBIDDEN: The caller's role lacks the permission */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorEnvelope'];
        };
      };
      /** @description NOT_FOUND: Not found (also for resources of another organization) */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorEnvelope'];
        };
      };
      /** @description REQUEST_HEADERS_TOO_LARGE: The URL and headers together are over 16 KiB (e.g. a very long query string) */
      431: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorEnvelope'];
        };
      };
      /** @description INTERNAL_ERROR: Server error */
      500: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorEnvelope'];
        };
      };
      /** @description SERVICE_UNAVAILABLE: A backing service (database, object store, identity provider) is unreachable; retry later, nothing was written */
      503: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorEnvelope'];
        };
      };
    };
  };
  postMlInferenceRequestsIdCancel: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        /** @description Resource id */
        id: number;
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description The cancelled request */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            /** @enum {boolean} */
            success: true;
            data: components['schemas']['InferenceRequest'];
          };
        };
      };
      /** @description VALIDATION_ERROR: Invalid request body or parameters; `error.details` names the field */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorEnvelope'];
        };
      };
      /** @description UNAUTHORIZED: Missing or invalid authentication */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorEnvelope'];
        };
      };
      /** @description FORBIDDEN: The caller's role lacks the permission */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorEnvelope'];
        };
      };
      /** @description NOT_FOUND: Not found (also for resources of another organization) */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorEnvelope'];
        };
      };
      /** @description CONFLICT: Conflicts with an existing resource */
      409: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorEnvelope'];
        };
      };
      /** @description REQUEST_HEADERS_TOO_LARGE: The URL and headers together are over 16 KiB (e.g. a very long query string) */
      431: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorEnvelope'];
        };
      };
      /** @description INTERNAL_ERROR: Server error */
      500: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorEnvelope'];
        };
      };
      /** @description SERVICE_UNAVAILABLE: A backing service (database, object store, identity provider) is unreachable; retry later, nothing was written */
      503: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorEnvelope'];
        };
      };
    };
  };
  getMlDeployments: {
    parameters: {
      query?: {
        /** @description Page number, from 1 */
        page?: number;
        /** @description Items per page, 1 to 100 */
        per_page?: number;
      };
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description Deployments */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            /** @enum {boolean} */
            success: true;
            data: components['schemas']['Deployment'][];
            meta: components['schemas']['PageMeta'];
          };
        };
      };
      /** @description VALIDATION_ERROR: Invalid request body or parameters; `error.details` names the field */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorEnvelope'];
        };
      };
      /** @description UNAUTHORIZED: Missing or invalid authentication */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorEnvelope'];
        };
      };
      /** @description FORBIDDEN: The caller's role lacks the permission */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorEnvelope'];
        };
      };
      /** @description NOT_FOUND: Not found (also for resources of another organization) */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorEnvelope'];
        };
      };
      /** @description REQUEST_HEADERS_TOO_LARGE: The URL and headers together are over 16 KiB (e.g. a very long query string) */
      431: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorEnvelope'];
        };
      };
      /** @description INTERNAL_ERROR: Server error */
      500: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorEnvelope'];
        };
      };
      /** @description SERVICE_UNAVAILABLE: A backing service (database, object store, identity provider) is unreachable; retry later, nothing was written */
      503: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorEnvelope'];
        };
      };
    };
  };
  postMlDeployments: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json': components['schemas']['CreateDeployment'];
      };
    };
    responses: {
      /** @description The deployment (Pending) */
      201: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            /** @enum {boolean} */
            success: true;
            data: components['schemas']['Deployment'];
          };
        };
      };
      /** @description VALIDATION_ERROR: Invalid request body or parameters; `error.details` names the field */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorEnvelope'];
        };
      };
      /** @description UNAUTHORIZED: Missing or invalid authentication */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorEnvelope'];
        };
      };
      /** @description FORBIDDEN: The caller's role lacks the permission */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorEnvelope'];
        };
      };
      /** @description NOT_FOUND: Not found (also for resources of another organization) */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorEnvelope'];
        };
      };
      /** @description REQUEST_HEADERS_TOO_LARGE: The URL and headers together are over 16 KiB (e.g. a very long query string) */
      431: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorEnvelope'];
        };
      };
      /** @description INTERNAL_ERROR: Server error */
      500: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorEnvelope'];
        };
      };
      /** @description SERVICE_UNAVAILABLE: A backing service (database, object store, identity provider) is unreachable; retry later, nothing was written */
      503: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorEnvelope'];
        };
      };
    };
  };
  getMlDeploymentsId: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        /** @description Resource id */
        id: number;
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description The deployment */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            /** @enum {boolean} */
            success: true;
            data: components['schemas']['Deployment'];
          };
        };
      };
      /** @description VALIDATION_ERROR: Invalid request body or parameters; `error.details` names the field */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorEnvelope'];
        };
      };
      /** @description UNAUTHORIZED: Missing or invalid authentication */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorEnvelope'];
        };
      };
      /** @description FORBIDDEN: The caller's role lacks the permission */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorEnvelope'];
        };
      };
      /** @description NOT_FOUND: Not found (also for resources of another organization) */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorEnvelope'];
        };
      };
      /** @description REQUEST_HEADERS_TOO_LARGE: The URL and headers together are over 16 KiB (e.g. a very long query string) */
      431: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorEnvelope'];
        };
      };
      /** @description INTERNAL_ERROR: Server error */
      500: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorEnvelope'];
        };
      };
      /** @description SERVICE_UNAVAILABLE: A backing service (database, object store, identity provider) is unreachable; retry later, nothing was written */
      503: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorEnvelope'];
        };
      };
    };
  };
  postDeviceDeploymentJobsIdPhase: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        /** @description The deployment job id the device got in its check-in response */
        id: string;
      };
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json': components['schemas']['DeploymentPhaseReport'];
      };
    };
    responses: {
      /** @description Recorded */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            /** @enum {boolean} */
            success: true;
            data: {
              /** @enum {boolean} */
              recorded: true;
              duplicate: boolean;
            };
          };
        };
      };
      /** @description VALIDATION_ERROR: Invalid request body or parameters; `error.details` names the field */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorEnvelope'];
        };
      };
      /** @description UNAUTHORIZED: Missing or invalid authentication */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorEnvelope'];
        };
      };
      /** @description FORBIDDEN: The caller's role lacks the permission. DEVICE_NOT_APPROVED: The device is waiting for approval (organization setting devices_require_approval) */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorEnvelope'];
        };
      };
      /** @description NOT_FOUND: Not found (also for resources of another organization) */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorEnvelope'];
        };
      };
      /** @description RATE_LIMITED: Too many failed attempts, or requests to a public endpoint, from this address, or uploads or check-ins from this device (RATE_LIMIT_*); retry after `Retry-After` seconds */
      429: {
        headers: {
          /** @description Seconds until the client may try again */
          'Retry-After'?: number;
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorEnvelope'];
        };
      };
      /** @description REQUEST_HEADERS_TOO_LARGE: The URL and headers together are over 16 KiB (e.g. a very long query string) */
      431: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorEnvelope'];
        };
      };
      /** @description INTERNAL_ERROR: Server error */
      500: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorEnvelope'];
        };
      };
      /** @description SERVICE_UNAVAILABLE: A backing service (database, object store, identity provider) is unreachable; retry later, nothing was written */
      503: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorEnvelope'];
        };
      };
    };
  };
  postWebhooksAlertmanager: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json': components['schemas']['AlertmanagerWebhook'];
      };
    };
    responses: {
      /** @description What the notification changed */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            /** @enum {boolean} */
            success: true;
            data: components['schemas']['AlertIngestResult'];
          };
        };
      };
      /** @description VALIDATION_ERROR: Invalid request body or parameters; `error.details` names the field */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorEnvelope'];
        };
      };
      /** @description UNAUTHORIZED: Missing or invalid authentication */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorEnvelope'];
        };
      };
      /** @description NOT_FOUND: Not found (also for resources of another organization) */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorEnvelope'];
        };
      };
      /** @description PAYLOAD_TOO_LARGE: The body or upload is over the limit */
      413: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorEnvelope'];
        };
      };
      /** @description REQUEST_HEADERS_TOO_LARGE: The URL and headers together are over 16 KiB (e.g. a very long query string) */
      431: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorEnvelope'];
        };
      };
      /** @description INTERNAL_ERROR: Server error */
      500: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorEnvelope'];
        };
      };
      /** @description SERVICE_UNAVAILABLE: A backing service (database, object store, identity provider) is unreachable; retry later, nothing was written */
      503: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorEnvelope'];
        };
      };
    };
  };
  getMonitoringAlerts: {
    parameters: {
      query?: {
        /** @description Page number, from 1 */
        page?: number;
        /** @description Items per page, 1 to 100 */
        per_page?: number;
        /** @description Only alerts in this state */
        status?: 'firing' | 'resolved';
        /** @description Only alerts labelled with this device */
        device_id?: string;
      };
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description Alerts */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            /** @enum {boolean} */
            success: true;
            data: components['schemas']['Alert'][];
            meta: components['schemas']['PageMeta'];
          };
        };
      };
      /** @description VALIDATION_ERROR: Invalid request body or parameters; `error.details` names the field */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorEnvelope'];
        };
      };
      /** @description UNAUTHORIZED: Missing or invalid authentication */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorEnvelope'];
        };
      };
      /** @description FORBIDDEN: The caller's role lacks the permission */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorEnvelope'];
        };
      };
      /** @description NOT_FOUND: Not found (also for resources of another organization) */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorEnvelope'];
        };
      };
      /** @description REQUEST_HEADERS_TOO_LARGE: The URL and headers together are over 16 KiB (e.g. a very long query string) */
      431: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorEnvelope'];
        };
      };
      /** @description INTERNAL_ERROR: Server error */
      500: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorEnvelope'];
        };
      };
      /** @description SERVICE_UNAVAILABLE: A backing service (database, object store, identity provider) is unreachable; retry later, nothing was written */
      503: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorEnvelope'];
        };
      };
    };
  };
  getConsoleConfig: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description Issuer, client id and scopes */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            /** @enum {boolean} */
            success: true;
            data: components['schemas']['ConsoleConfig'];
          };
        };
      };
      /** @description RATE_LIMITED: Too many failed attempts, or requests to a public endpoint, from this address, or uploads or check-ins from this device (RATE_LIMIT_*); retry after `Retry-After` seconds */
      429: {
        headers: {
          /** @description Seconds until the client may try again */
          'Retry-After'?: number;
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorEnvelope'];
        };
      };
      /** @description REQUEST_HEADERS_TOO_LARGE: The URL and headers together are over 16 KiB (e.g. a very long query string) */
      431: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorEnvelope'];
        };
      };
      /** @description INTERNAL_ERROR: Server error */
      500: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorEnvelope'];
        };
      };
    };
  };
  getOpenapiJson: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description The document itself (not wrapped in the envelope) */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': string;
        };
      };
      /** @description REQUEST_HEADERS_TOO_LARGE: The URL and headers together are over 16 KiB (e.g. a very long query string) */
      431: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorEnvelope'];
        };
      };
      /** @description INTERNAL_ERROR: Server error */
      500: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorEnvelope'];
        };
      };
    };
  };
}
