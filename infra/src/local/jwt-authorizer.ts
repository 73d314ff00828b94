/**
 * The local stand-in for API Gateway's JWT authorizer: verifies signature (against the pool's JWKS), issuer,
 * audience and expiry, and answers the claims the way API Gateway passes them to Lambda (as strings).
 */
import { createRemoteJWKSet, jwtVerify } from 'jose';

export type Claims = Record<string, string>;

export interface JwtAuthorizer {
  verify(authorizationHeader: string | undefined): Promise<Claims | undefined>;
}

export function createJwtAuthorizer(options: {
  jwksUrl: string;
  issuer: string;
  audience: string;
}): JwtAuthorizer {
  const keys = createRemoteJWKSet(new URL(options.jwksUrl));
  return {
    async verify(authorizationHeader) {
      const match = /^Bearer\s+(\S+)$/i.exec(authorizationHeader ?? '');
      if (!match?.[1]) return undefined;
      try {
        const { payload } = await jwtVerify(match[1], keys, {
          issuer: options.issuer,
          audience: options.audience,
          algorithms: ['RS256'],
        });
        const claims: Claims = {};
        for (const [name, value] of Object.entries(payload)) {
          claims[name] = Array.isArray(value) ? `[${value.join(' ')}]` : String(value);
        }
        return claims;
      } catch {
        return undefined;
      }
    },
  };
}
