/**
 * Whether a check-in must look for deployment jobs, decided from the device record alone (issue
 * 29: most check-ins have nothing to install, and the lookup was one of their four round trips).
 *
 * `deployment_releases` counts the times a deployment (or its rollback) was handed to the device;
 * the deployments module bumps it after writing the released target. `deployment_releases_seen`
 * is the count at which a check-in last found nothing to do. While they differ, or on a record
 * made before they were kept, a check-in looks; when it finds nothing it records the count it
 * read, guarded on that count, so a release landing meanwhile keeps the two apart.
 */
export interface DeploymentReleases {
  deployment_releases?: number;
  deployment_releases_seen?: number;
}

export function mayHaveDeploymentJobs(device: DeploymentReleases): boolean {
  return device.deployment_releases === undefined || device.deployment_releases !== device.deployment_releases_seen;
}
