import { challengeTrigger } from '../sso/auth-challenge';

/** The user pool's custom-challenge triggers (define, create, verify) in one function (docs/sso.md, "Tokens"). */
export const handler = challengeTrigger;
