/** A device as a deployment sees it. */
export interface TargetDevice {
  id: number;
  deviceId: string;
  /** The formats its last check-in said it runs; null when it never said. */
  modelFormats: string[] | null;
}

/** What deployments need from the devices module. */
export interface DeviceDirectory {
  byDeviceIds(organizationId: number, deviceIds: string[]): Promise<TargetDevice[]>;
  byLabels(organizationId: number, labels: Record<string, string>): Promise<TargetDevice[]>;
  /** A deployment (or its rollback) was handed to the device: its check-ins look for deployment jobs again. */
  noteDeploymentReleased(organizationId: number, device: number): Promise<void>;
}

/** What deployments need from model workflows: the artifact to ship. */
export interface ArtifactSource {
  /** The object key of a model version's artifact in a format, or null when there is none. */
  artifactKey(
    organizationId: number,
    modelVersionId: number,
    format: string,
    exportJobId?: number,
  ): Promise<string | null>;
  /**
   * The figures the export a deployment would ship was validated with (`source_map50`,
   * `export_map50`, ...), or null when it ships the model's own file or none were reported.
   */
  validation(
    organizationId: number,
    modelVersionId: number,
    format: string,
    exportJobId?: number,
  ): Promise<Record<string, number> | null>;
  presignGet(key: string): Promise<string>;
  /** The artifact's SHA-256 (hex), so a device can verify what it downloaded. */
  checksum(key: string): Promise<string>;
  /** The model version's class names by output index, so a device can name what it detects. */
  classNames(organizationId: number, modelVersionId: number): Promise<string[]>;
}
