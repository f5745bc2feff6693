interface ImportMetaEnv {
  /** True in the client build, whose catalogs come in parts (server/catalogPartsBuild.ts, decision 127). */
  readonly CATALOG_PARTS?: boolean;
}
