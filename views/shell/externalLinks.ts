/**
 * Places outside the storefront the shell links to (decision 063). Each can be set per deployment
 * with a `VITE_` variable; the defaults are the sandbox's.
 */
const env = import.meta.env;

export const EXTERNAL_LINKS = {
  investors: (env.VITE_INVESTORS_URL as string | undefined) ?? 'https://ir.fufu.example',
  help: (env.VITE_HELP_URL as string | undefined) ?? 'https://help.fufu.example',
  telegram: 'https://t.me/fufu_cloud_mining',
  facebook: 'https://www.facebook.com/fufucloudmining',
  twitter: 'https://x.com/fufucloudmining',
  instagram: 'https://www.instagram.com/fufucloudmining',
  supportEmail: (env.VITE_SUPPORT_EMAIL as string | undefined) ?? 'support@fufu.example',
  /** The partner single sign-on's logout ('BM' users); the sandbox plays that server. */
  ssoLogout: (env.VITE_SSO_LOGOUT_URL as string | undefined) ?? '/__sandbox/cas/logout',
} as const;
